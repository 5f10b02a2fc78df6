// What other domains and the app's plugins may use of the messaging domain (decision 034).
export { mobileVerificationOn, verifiedMobile, type MessageStudent, type TellInput } from './messaging-service';
