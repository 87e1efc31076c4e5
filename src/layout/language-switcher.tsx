import { useLocation } from 'react-router-dom';
import { useContentIndex } from '../content/content-context';
import { NOT_FOUND_PATH } from '../content/content-index';
import { matchesPagePath, normalisePath } from '../content/route-matching';
import { useDictionary } from '../i18n/dictionary-context';
import { LANGUAGE_FACTS, LANGUAGES, localizePath, splitLanguage, type Language } from '../i18n/languages';

/**
 * Links to this page in the other languages, each named in its own script (ગુજરાતી, हिन्दी,
 * English); where the page has no version in a language, that language's home page. Plain links
 * that load the page anew: the other language's page comes with its own content and words.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const index = useContentIndex();
  const { pathname } = useLocation();
  const { languageSwitcher } = useDictionary();
  // The page at this address (none for an address no page has: the 404 page's links go home).
  const page = index.pages.find((candidate) => candidate.path !== NOT_FOUND_PATH && matchesPagePath(candidate.path, normalisePath(pathname)));
  const versions = page?.languages ?? [];
  const pagePath = splitLanguage(pathname).path;
  const href = (language: Language) => localizePath(versions.includes(language) ? pagePath : '/', language);
  return (
    <nav className={['language-switcher', className].filter(Boolean).join(' ')} aria-label={languageSwitcher.label}>
      <ul className="language-switcher__list">
        {LANGUAGES.map((language) => (
          <li key={language}>
            {language === index.language ? (
              <span className="language-switcher__current" lang={LANGUAGE_FACTS[language].locale} aria-current="true">
                {LANGUAGE_FACTS[language].nativeName}
              </span>
            ) : (
              <a href={href(language)} lang={LANGUAGE_FACTS[language].locale} hrefLang={language}>
                {LANGUAGE_FACTS[language].nativeName}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
