import { Center, Loader } from '@mantine/core';
import { type ContextModalProps, ModalsProvider } from '@mantine/modals';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import {
  ADMISSION_MODALS,
  type AdmissionModalName,
  type AdmissionModalProps,
  type AdmissionModalPropsByName,
  type AdmissionModalRenderer,
  AdmissionModalRendererContext,
} from '@/shared/admission-modals';
import { markAdmissionModalsHostMounted } from '@/shared/admission-modals-host';

type Components = {
  [N in AdmissionModalName]: ComponentType<AdmissionModalProps<AdmissionModalPropsByName[N]>>;
};

// Each modal's code loads the first time it opens, with a spinner inside the already open modal.
const components: Components = {
  programDeck: lazy(() => import('@/features/programs/ProgramDeckModal')),
  programSelect: lazy(() => import('@/features/programs/ProgramSelectModal')),
  reportProgramIssue: lazy(() => import('@/features/programs/ReportIssueModal')),
  disciplineSelect: lazy(() => import('@/features/disciplines/DisciplineSelectModal')),
  statistics: lazy(() => import('@/features/teacher/StatisticsDialog')),
  professionList: lazy(() => import('@/features/professions/ProfessionListModal')),
  aiSuggest: lazy(() => import('@/features/ai/AiSuggestModal')),
  chatbot: lazy(() => import('@/features/chatbot/ChatbotModal')),
  professionSelect: lazy(() => import('@/features/professions/ProfessionSelectModal')),
};

const renderModal: AdmissionModalRenderer = (name, props, onClose) => {
  const Component = components[name] as ComponentType<AdmissionModalProps<typeof props>>;
  return (
    <Suspense
      fallback={
        <Center p="xl">
          <Loader />
        </Center>
      }
    >
      <Component innerProps={props} onClose={onClose} />
    </Suspense>
  );
};

function contextModal<N extends AdmissionModalName>(name: N) {
  return function AdmissionContextModal({
    context,
    id,
    innerProps,
  }: ContextModalProps<AdmissionModalPropsByName[N]>) {
    return renderModal(name, innerProps, () => context.closeModal(id));
  };
}

const contextModals = {
  [ADMISSION_MODALS.programDeck]: contextModal('programDeck'),
  [ADMISSION_MODALS.programSelect]: contextModal('programSelect'),
  [ADMISSION_MODALS.reportProgramIssue]: contextModal('reportProgramIssue'),
  [ADMISSION_MODALS.disciplineSelect]: contextModal('disciplineSelect'),
  [ADMISSION_MODALS.statistics]: contextModal('statistics'),
  [ADMISSION_MODALS.professionList]: contextModal('professionList'),
  [ADMISSION_MODALS.aiSuggest]: contextModal('aiSuggest'),
  [ADMISSION_MODALS.chatbot]: contextModal('chatbot'),
  [ADMISSION_MODALS.professionSelect]: contextModal('professionSelect'),
};

/**
 * The programme deck and the pickers (shared/admission-modals.ts), as Mantine context modals, plus the
 * renderer that lets one of them open another on top (shared/ui/NestedAdmissionModal). This host is its own
 * chunk, loaded when a page first opens one of them (AdmissionModalsSlot), inside the router so the modals
 * can link and navigate.
 */
export default function AdmissionModalsHost() {
  useEffect(() => markAdmissionModalsHostMounted(), []);
  return (
    <AdmissionModalRendererContext.Provider value={renderModal}>
      <ModalsProvider modals={contextModals} />
    </AdmissionModalRendererContext.Provider>
  );
}
