import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginScreen } from '@/features/auth/components/login-screen';

export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const leaveTo = useCallback((target: string) => void navigate(target, { replace: true }), [navigate]);
  return <LoginScreen searchParams={searchParams} leaveTo={leaveTo} />;
}
