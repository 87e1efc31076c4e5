import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderSvgToPng } from './render-png';
import { drawingFontFamily, useScriptFonts, woffToSfnt } from './script-fonts';

/** The width of the ink of `text` drawn in `family` (sharp trims the white around it). */
async function inkWidth(text: string, family: string): Promise<number> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120"><rect width="600" height="120" fill="#ffffff"/><text x="20" y="80" font-family="${family}" font-size="60">${text}</text></svg>`;
  const { info } = await sharp(await renderSvgToPng(svg, 600, 120))
    .trim({ background: '#ffffff' })
    .toBuffer({ resolveWithObject: true });
  return info.width;
}

describe('the script fonts of drawn images', () => {
  it('unpacks the WOFF webfonts into TrueType files that a fontconfig file adds to the system fonts', () => {
    const config = useScriptFonts();
    expect(process.env.FONTCONFIG_FILE).toBe(config);
    const text = readFileSync(config, 'utf8');
    expect(text).toContain('<include ignore_missing="yes">');
    const folder = join(dirname(config), 'fonts');
    expect(text).toContain(`<dir>${folder}</dir>`);
    const fonts = readdirSync(folder).filter((file) => file.endsWith('.ttf'));
    expect(fonts).toHaveLength(4);
    for (const font of fonts) expect(readFileSync(join(folder, font)).readUInt32BE(0), font).toBe(0x00010000);
    expect(existsSync(config)).toBe(true);
  });

  it('refuses a file that is not WOFF 1 (a WOFF2 file, say)', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 and more bytes than a header has, forty-four at least'))).toThrow('not a WOFF 1 font');
  });

  // A shaping renderer joins a consonant, a virama and a consonant into one conjunct, narrower than
  // the two letters side by side; without the font the three code points are three boxes, wider.
  it.each([
    ['gu', 'ક્ષ', 'કષ'],
    ['hi', 'क्ष', 'कष'],
  ] as const)('draws %s letters shaped into conjuncts', async (language, conjunct, letters) => {
    const family = drawingFontFamily(language);
    expect(await inkWidth(conjunct, family)).toBeLessThan(await inkWidth(letters, family));
  });
});
