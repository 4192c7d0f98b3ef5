export { GroupChatDialog, type GroupChatDialogProps } from "./group-chat-dialog";
