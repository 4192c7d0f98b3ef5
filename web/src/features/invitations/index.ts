/** The invitations feature's parts for routes to compose (issue 17 §3): the dialog other screens place, the page. */

export { InvitationPage, type InvitationPageProps } from "./components/invitation-page";
export { InviteDialog, type InviteDialogProps } from "./components/invite-dialog";
