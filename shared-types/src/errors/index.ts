// The API's error codes and their texts in Hindi and English.
export * from './catalogue';
