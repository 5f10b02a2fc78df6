// The only module this remote exposes ('./app'): its single-spa lifecycles, made by the kit. The form rendered on the
// server is taken over only when this device opens it the same way (no newer draft of its own; decision 040).
import { API_PATHS, type AdmissionDraftResponse } from '@college/shared-types';
import { createModuleLifecycles, peekServerAnswer } from '@college/web-kit';
import { opensAsServerDraft } from '../features/admission-form/components/form-start';
import { Root } from './root';

export const { bootstrap, mount, unmount } = createModuleLifecycles(Root, {
  mayHydrate: (props) => {
    const owner = props.jotaiStore.get(props.atoms.user)?.email;
    const draft = peekServerAnswer<AdmissionDraftResponse>(API_PATHS.admissionDraft)?.data;
    return !!owner && opensAsServerDraft(draft, owner);
  },
});
