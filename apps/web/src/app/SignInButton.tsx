import { Button } from '@mantine/core';
import { isAuthPath, loginPathFor } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** For visitors: sign in and come back to this page. Hidden on the sign-in pages themselves. */
export function SignInButton() {
  const { t } = useTranslation();
  const location = useLocation();
  if (isAuthPath(location.pathname)) return null;
  return (
    <Button
      component={Link}
      to={loginPathFor(location.pathname + location.search)}
      variant="white"
      size="compact-md"
    >
      {t('header.signIn')}
    </Button>
  );
}
