import { crc32, deflateSync } from 'node:zlib';

/** Files an upload form must refuse, made in memory: each is small, whatever it claims. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header claiming `width` × `height` pixels, with a few bytes of picture: expanded, it would be enormous. */
export function hugePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const PHP_AS_JPG = Buffer.from('<?php system($_GET["c"]); ?>\n', 'latin1');

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

/** A ZIP archive whose one entry inflates to 100 MB of zeros: a few hundred bytes here. */
export function zipBomb(): Buffer {
  const data = deflateSync(Buffer.alloc(100 * 1024 * 1024), { level: 9 });
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(100 * 1024 * 1024, 22);
  header.writeUInt16LE(8, 26);
  return Buffer.concat([header, Buffer.from('zero.bin', 'latin1'), data]);
}
