import { Button } from '@mantine/core';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdmissionModalRendererContext, type ChatbotProps, openChatbot } from '@/shared/admission-modals';
import { localName, useLang } from '@/shared/format';
import { NestedAdmissionModal } from '@/shared/ui/NestedAdmissionModal';
import { NS } from './locales';
import type { ProfessionDetail } from './use-professions';

/**
 * Spec 3 §2 "a chatbot per profession": the AI gateway answers signed-in people only, so visitors get no
 * button. The chatbot opens above the detail modal (z-index 300) and leaves it as it was: nested when the
 * detail sits inside an admission modal, else as a context modal raised above it.
 */
export function ProfessionChatbotButton({ profession: p }: { profession: ProfessionDetail }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const [chatbot, setChatbot] = useState<ChatbotProps | null>(null);
  const insideHost = useContext(AdmissionModalRendererContext) !== null;
  const open = () => {
    const props: ChatbotProps = { profession: { id: p.id, name: p.name, nameChi: p.nameChi } };
    if (insideHost) setChatbot(props);
    else openChatbot(props, { zIndex: 350 });
  };
  return (
    <>
      <Button variant="light" size="sm" onClick={open} data-testid="profession-chatbot">
        {t('askChatbot', { name: localName(p, lang) })}
      </Button>
      <NestedAdmissionModal name="chatbot" props={chatbot} onClose={() => setChatbot(null)} zIndex={350} />
    </>
  );
}
