/**
 * A minimal reader of OLE compound files (legacy .doc, and the envelope of encrypted OOXML files), enough to
 * list the streams and read the start of one. Bounded: it never follows a sector chain longer than the file.
 */
export type OleEntry = { name: string; type: number; start: number; size: number };

export class OleFile {
  private readonly sectorSize: number;
  private readonly fat: number[] = [];
  readonly entries: OleEntry[] = [];

  constructor(private readonly b: Buffer) {
    if (b.length < 512 || b.readUInt32LE(0) !== 0xe011cfd0) throw new Error('not an OLE file');
    const shift = b.readUInt16LE(0x1e);
    if (shift !== 9 && shift !== 12) throw new Error('bad sector size');
    this.sectorSize = 1 << shift;
    const numFat = b.readUInt32LE(0x2c);
    const firstDir = b.readUInt32LE(0x30);
    let difatSector = b.readUInt32LE(0x44);
    const fatSectors: number[] = [];
    for (let i = 0; i < 109 && fatSectors.length < numFat; i++) fatSectors.push(b.readUInt32LE(0x4c + i * 4));
    let guard = 0;
    while (fatSectors.length < numFat && difatSector < 0xfffffffa && guard++ < 10000) {
      const off = this.offset(difatSector);
      const per = this.sectorSize / 4 - 1;
      for (let i = 0; i < per && fatSectors.length < numFat; i++) fatSectors.push(b.readUInt32LE(off + i * 4));
      difatSector = b.readUInt32LE(off + per * 4);
    }
    for (const s of fatSectors) {
      const off = this.offset(s);
      for (let i = 0; i < this.sectorSize / 4; i++) this.fat.push(b.readUInt32LE(off + i * 4));
    }
    const dir = this.readChain(firstDir, Number.MAX_SAFE_INTEGER);
    for (let off = 0; off + 128 <= dir.length; off += 128) {
      const nameLen = dir.readUInt16LE(off + 0x40);
      const type = dir[off + 0x42];
      if (type === 0) continue;
      const name = dir.subarray(off, off + Math.max(0, Math.min(64, nameLen) - 2)).toString('utf16le');
      this.entries.push({ name, type, start: dir.readUInt32LE(off + 0x74), size: dir.readUInt32LE(off + 0x78) });
    }
  }

  private offset(sector: number): number {
    const off = (sector + 1) * this.sectorSize;
    if (off + this.sectorSize > this.b.length + this.sectorSize) throw new Error('sector out of range');
    return off;
  }

  private readChain(start: number, maxBytes: number): Buffer {
    const parts: Buffer[] = [];
    let total = 0;
    let s = start;
    let guard = 0;
    const maxSectors = Math.ceil(this.b.length / this.sectorSize) + 1;
    while (s < 0xfffffffa && total < maxBytes) {
      if (guard++ > maxSectors) throw new Error('sector chain loop');
      const off = this.offset(s);
      const part = this.b.subarray(off, Math.min(off + this.sectorSize, this.b.length));
      parts.push(part);
      total += part.length;
      s = this.fat[s] ?? 0xfffffffe;
    }
    return Buffer.concat(parts);
  }

  has(name: string): boolean {
    return this.entries.some((e) => e.name.toLowerCase() === name.toLowerCase());
  }

  /** The first `maxBytes` of a stream stored in regular sectors (streams of 4 KB and more). */
  head(name: string, maxBytes: number): Buffer | null {
    const e = this.entries.find((x) => x.name === name && x.type === 2);
    if (!e || e.size < 4096) return null;
    return this.readChain(e.start, maxBytes).subarray(0, Math.min(maxBytes, e.size));
  }
}

export type OleVerdict = 'doc' | 'doc_encrypted' | 'ooxml_encrypted' | 'other';

/** Tells a readable Word 97-2003 document from an encrypted one or another OLE file (xls, msg, ...). */
export function inspectOle(b: Buffer): OleVerdict {
  const ole = new OleFile(b);
  if (ole.has('EncryptedPackage') || ole.has('EncryptionInfo')) return 'ooxml_encrypted';
  const fib = ole.head('WordDocument', 64);
  if (!fib) return 'other';
  if (fib.readUInt16LE(0) !== 0xa5ec) return 'other';
  const flags = fib.readUInt16LE(0x0a);
  // FIB base: fEncrypted (0x0100); fObfuscated (0x8000) only XOR-obfuscates but word-extractor cannot read it either.
  if (flags & 0x0100) return 'doc_encrypted';
  return 'doc';
}
