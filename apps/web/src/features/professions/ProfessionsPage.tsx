import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { findProfession } from './find-item';
import { InterestProfileModal } from './InterestProfileModal';
import { NS } from './locales';
import { ProfessionDetailModal } from './ProfessionDetailModal';
import { ProfessionExplorer } from './ProfessionExplorer';
import { ProfessionSurveyModal } from './ProfessionSurveyModal';
import { useCatalogue } from './use-professions';

/** /professions and /professions/:name (public): the explorer, the detail modal and the survey. */
export default function ProfessionsPage() {
  const { t } = useTranslation(NS);
  const { user } = useSession();
  const { name } = useParams();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const catalogue = useCatalogue();
  const [surveyOpen, setSurveyOpen] = useState(false);
  // The AI guide's "nothing matched" answer links here with ?interest=1 to open the interest profile.
  const [interestOpen, setInterestOpen] = useState(() => params.get('interest') === '1');
  const fromRoute = useMemo(
    () => (name && catalogue.data ? (findProfession(catalogue.data.professions, name)?.id ?? null) : null),
    [name, catalogue.data],
  );
  const [openId, setOpenId] = useState<number | null>(null);
  useEffect(() => setOpenId(fromRoute), [fromRoute]);
  const close = () => {
    setOpenId(null);
    if (name) navigate('/professions', { replace: true });
  };

  return (
    <Stack gap="md" p="md" maw={960} mx="auto" w="100%">
      <Group justify="space-between" align="center">
        <PageTitle>{t('title')}</PageTitle>
        {user && (
          <Group gap="xs">
            {/* Issue 24 item 18: the AI suggestions, linked where students explore professions. */}
            <Button variant="light" component={Link} to="/ai-guide" data-testid="professions-ai-guide">
              {t('aiGuide')}
            </Button>
            <Button variant="light" onClick={() => setInterestOpen(true)} data-testid="open-interest">
              {t('interest.open')}
            </Button>
            <Button variant="light" onClick={() => setSurveyOpen(true)} data-testid="open-survey">
              {t('survey.open')}
            </Button>
          </Group>
        )}
      </Group>
      {catalogue.isPending && <Loader aria-label={t('loading')} />}
      {catalogue.isError && <ErrorAlert error={catalogue.error} />}
      {name && catalogue.data && fromRoute === null && <Alert color="yellow">{t('notFound')}</Alert>}
      {catalogue.data && (
        <ProfessionExplorer catalogue={catalogue.data} demo={params.get('demo') === '1'} onOpen={setOpenId} />
      )}
      <ProfessionDetailModal professionId={openId} onClose={close} />
      {catalogue.data && (
        <ProfessionSurveyModal
          opened={surveyOpen}
          professions={catalogue.data.professions}
          onClose={() => setSurveyOpen(false)}
        />
      )}
      {catalogue.data && (
        <InterestProfileModal
          opened={interestOpen}
          catalogue={catalogue.data}
          onClose={() => setInterestOpen(false)}
        />
      )}
    </Stack>
  );
}
