import { useSite } from '../content/content-context';
import { Icon } from '../ui/icon';

/** Fixed on every page: call (bottom left) and WhatsApp chat (bottom right, new tab), on layer 998. */
export function FloatingButtons() {
  const { clinic, floatingButtons } = useSite();
  const chatHref = `https://wa.me/${clinic.phone.e164.replace(/^\+/, '')}?text=${encodeURIComponent(floatingButtons.chatMessage)}`;
  return (
    <>
      <a className="floating-button floating-button--call" href={`tel:${clinic.phone.e164}`} aria-label={floatingButtons.callLabel}>
        <Icon name="phone" size={26} />
      </a>
      <a
        className="floating-button floating-button--chat"
        href={chatHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${floatingButtons.chatLabel} (opens in a new tab)`}
      >
        <Icon name="whatsapp" size={28} />
      </a>
    </>
  );
}
