export { type PushPluginOptions, pushPlugin } from "./push.plugin";
export {
  loadVapidKeys,
  PUSH_DEFAULT_TTL_SECONDS,
  PUSH_REQUEST_TIMEOUT_MS,
  PUSH_SEND_CONCURRENCY,
  PushDeliveryFailed,
  PushSender,
  type PushSendOptions,
  type PushSendResult,
  type VapidKeys,
} from "./push-sender";
