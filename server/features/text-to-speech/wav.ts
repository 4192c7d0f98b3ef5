/** A 16-bit mono PCM WAV file from sample blocks. */
export function wavFromPcm(blocks: readonly Int16Array[], sampleRate: number): Buffer {
  const sampleCount = blocks.reduce((total, block) => total + block.length, 0);
  const dataBytes = sampleCount * 2;
  const wav = Buffer.allocUnsafe(44 + dataBytes);
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write("WAVE", 8, "ascii");
  wav.write("fmt ", 12, "ascii");
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(dataBytes, 40);
  let offset = 44;
  for (const block of blocks) {
    // WAV is little-endian, like every platform Node.js runs on.
    Buffer.from(block.buffer, block.byteOffset, block.byteLength).copy(wav, offset);
    offset += block.byteLength;
  }
  return wav;
}

/** Sample rate and duration of a WAV made by wavFromPcm (for tests and logs). */
export function describeWav(wav: Buffer): { sampleRate: number; seconds: number } | null {
  if (wav.length < 44 || wav.toString("ascii", 0, 4) !== "RIFF" || wav.toString("ascii", 8, 12) !== "WAVE") return null;
  const sampleRate = wav.readUInt32LE(24);
  return { sampleRate, seconds: wav.readUInt32LE(40) / (sampleRate * 2) };
}
