// The libraries the shell provides to every module through Module Federation (decision 008). Listing them here
// puts each in the shell's build as its own chunk, downloaded only when a module first uses it; the remotes'
// production builds carry no copy of their own. Nothing here runs at startup.
export const PROVIDED_LIBRARIES = {
  'styled-components': () => import('styled-components'),
  '@college/web-kit/ui': () => import('@college/web-kit/ui'),
  formik: () => import('formik'),
  yup: () => import('yup'),
} as const;
