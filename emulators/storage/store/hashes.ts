// The checksums Cloud Storage reports for every object. @google-cloud/storage recomputes them on upload
// and download and rejects (and even deletes) an object whose checksums differ, so they must be exact.
import { createHash } from 'node:crypto';

/** CRC-32C (Castagnoli), reflected polynomial, one table entry per byte value. */
const CRC32C_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0x82f63b78 : crc >>> 1;
  return crc >>> 0;
});

/** The CRC-32C of `data` as Cloud Storage writes it: the big-endian 32-bit value, base64-encoded. */
export function crc32cBase64(data: Uint8Array): string {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC32C_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  const digest = Buffer.alloc(4);
  digest.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return digest.toString('base64');
}

/** The MD5 of `data`, base64-encoded, as in the `md5Hash` field. */
export function md5Base64(data: Uint8Array): string {
  return createHash('md5').update(data).digest('base64');
}
