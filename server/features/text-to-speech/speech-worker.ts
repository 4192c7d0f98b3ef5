import { parentPort, threadId } from "node:worker_threads";
import { mp3FromPcm } from "./audio-encoding";
import { synthesizeBuiltinPcm, warmUpBuiltinVoice } from "./builtin-voice";
import type { SpeechWorkerReply, SpeechWorkerRequest } from "./speech-workers";
import { wavFromPcm } from "./wav";

/**
 * A speech worker thread (decision 018): eSpeak NG and the MP3 encoder run here, one job at a time, so
 * the main thread only posts the text and receives the audio. Started by speech-workers.ts; bundled as
 * its own entry (dist/server/speech-worker.js) by scripts/build-server.mjs.
 */

if (!parentPort) throw new Error("speech-worker.ts runs only as a worker thread");
const port = parentPort;

port.on("message", async (request: SpeechWorkerRequest) => {
  try {
    if (request.kind === "warm-up") {
      await warmUpBuiltinVoice();
      await mp3FromPcm([new Int16Array(4_096)], 22_050);
      port.postMessage({ id: request.id, ok: true, threadId } satisfies SpeechWorkerReply);
      return;
    }
    const { blocks, sampleRate } = await synthesizeBuiltinPcm(request.text, request.voice, request.speed);
    const audio = request.format === "mp3" ? await mp3FromPcm(blocks, sampleRate) : wavFromPcm(blocks, sampleRate);
    // A fresh ArrayBuffer of exactly the audio, moved (not copied) to the main thread.
    const bytes = new Uint8Array(audio.length);
    bytes.set(audio);
    const reply: SpeechWorkerReply = {
      id: request.id,
      ok: true,
      threadId,
      audio: bytes.buffer,
      contentType: request.format === "mp3" ? "audio/mpeg" : "audio/wav",
    };
    port.postMessage(reply, [bytes.buffer]);
  } catch (error) {
    port.postMessage({
      id: request.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    } satisfies SpeechWorkerReply);
  }
});
