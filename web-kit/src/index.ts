// @college/web-kit: the React side of the contract, once for every module. UI primitives: '@college/web-kit/ui';
// a remote alone in development: '@college/web-kit/standalone'; test support: '@college/web-kit/testing'.
export { ShellContext, ShellProvider, useShell, useOptionalShell, type ShellProps } from './shell';
export {
  createModuleLifecycles,
  ModuleErrorBoundary,
  ModuleFallback,
  ModuleTree,
  takeServerHtml,
  createRootInSlices,
  hydrateInSlices,
  type ModuleRootProps,
} from './lifecycles';
export { ModuleLink, navigate, currentPage, MOVED_EVENT } from './navigation';
export { useFormTakeOver, fieldsChangedInPage } from './form-take-over';
export { TakeOverPresses, ServerRegionProvider, releaseHeldPresses } from './take-over-presses';
export { holdsSessionOf, pageJson, peekServerAnswer, ssrMark, useServerAnswer } from './server-answers';
export { useLanguage, useSetLanguage, useText, useErrorText, texts, type TextApi, type ErrorTextApi } from './text';
export { useBanner } from './banner';
export {
  createApiClient,
  apiUrl,
  ApiRequestError,
  isApiError,
  isNoAnswer,
  errorMessage,
  errorText,
  fieldErrorsText,
  toApiError,
  NO_ANSWER_MESSAGE,
  type ApiClient,
  type ApiError,
  type CallOptions,
} from './api/client';
export {
  useApi,
  apiClientFor,
  useCurrentStudent,
  loadStudent,
  startSession,
  endSession,
  type CurrentStudent,
  type StudentStatus,
} from './student';
export { readToken, storeToken, clearSession, loginPath, safeNext, tokenStore, type TokenStore } from './session';
export { tokens, themeVariables, themeCss, applyThemeVariables, THEME_STYLE_ID } from './theme/tokens';
export { useAcademicSession } from './settings';
// Plain React without styled-components: a public page takes it without loading the primitives' chunk.
export { ResponsiveImage, type ResponsiveImageProps } from './ui/responsive-image';
