import { createMp3Encoder, type WasmMediaEncoder } from "wasm-media-encoders";
import { MP3_KBPS } from "./builtin-voice";

/**
 * MP3 from the built-in voice's PCM (decision 018): LAME compiled to WebAssembly (wasm-media-encoders;
 * the wasm ships inside the package, nothing is downloaded). MP3_KBPS (48 kbit/s) constant bit rate, mono, at the
 * voice's own 22,050 Hz: about a seventh of the WAV's size and clear for speech. Runs in a speech worker.
 */

/** Samples handed to the encoder at a time (its output buffer is a view that the next call reuses). */
const BLOCK = 16_384;

let encoder: Promise<WasmMediaEncoder<"audio/mpeg">> | null = null;

export async function mp3FromPcm(blocks: readonly Int16Array[], sampleRate: number): Promise<Buffer> {
  encoder ??= createMp3Encoder();
  const mp3 = await encoder;
  mp3.configure({ channels: 1, sampleRate, bitrate: MP3_KBPS });
  const parts: Buffer[] = [];
  const floats = new Float32Array(BLOCK);
  for (const block of blocks) {
    for (let start = 0; start < block.length; start += BLOCK) {
      const count = Math.min(BLOCK, block.length - start);
      for (let i = 0; i < count; i++) floats[i] = block[start + i]! / 32_768;
      const out = mp3.encode([floats.subarray(0, count)]);
      if (out.length > 0) parts.push(Buffer.from(out)); // a copy: `out` is the encoder's own memory
    }
  }
  parts.push(Buffer.from(mp3.finalize()));
  return Buffer.concat(parts);
}
