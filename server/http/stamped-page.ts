import { constants, crc32, deflateRawSync } from 'node:zlib'

/**
 * A page kept for many responses, each of which writes its own value (the CSP nonce) where the
 * page has a stand-in. The HTML and its gzip copy are prepared once; a response only splices
 * its value in: the gzip copy is one deflate stream per fixed piece (each ended on a byte
 * boundary, RFC 1951 §3.2.4), the value goes between them as a stored block, and the gzip
 * trailer's CRC is worked out over the whole. No compression runs per response.
 */
export interface StampedPage {
  html(value: string): Buffer
  gzip(value: string): Buffer
}

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
// An empty final block (fixed Huffman codes): the end of the deflate stream.
const lastBlock = Buffer.from([0x03, 0x00])

function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5)
  header.writeUInt16LE(bytes.length, 1)
  header.writeUInt16LE(~bytes.length & 0xffff, 3)
  return Buffer.concat([header, bytes])
}

export function stampedPage(html: string, standIn: string): StampedPage {
  const pieces = html.split(standIn).map((piece) => Buffer.from(piece))
  const deflated = pieces.map((piece) => deflateRawSync(piece, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }))
  const between = <T>(value: T, each: (piece: number) => T) =>
    pieces.flatMap((_, index) => (index === 0 ? [each(index)] : [value, each(index)]))
  return {
    html: (value) => Buffer.concat(between(Buffer.from(value), (index) => pieces[index])),
    gzip(value) {
      const bytes = Buffer.from(value)
      const plain = between(bytes, (index) => pieces[index])
      const trailer = Buffer.alloc(8)
      trailer.writeUInt32LE(
        plain.reduce((crc, part) => crc32(part, crc), 0),
        0,
      )
      trailer.writeUInt32LE(plain.reduce((size, part) => size + part.length, 0) % 2 ** 32, 4)
      return Buffer.concat([gzipHeader, ...between(storedBlock(bytes), (index) => deflated[index]), lastBlock, trailer])
    },
  }
}
