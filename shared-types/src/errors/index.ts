// The API's error codes and their texts in Hindi and English; the shared rules' messages in both.
export * from './catalogue';
export { ruleErrorsIn, ruleMessage } from './rule-messages';
