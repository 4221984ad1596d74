import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx', { id: 'home' }),
  route('homepage', 'routes/home.tsx', { id: 'homepage' }),
  // Profiles (login required)
  route('profiles', 'routes/profiles.tsx'),
  route('profiles/create', 'routes/profiles.create.tsx'),
  route('profiles/:slug/edit', 'routes/profiles.edit.tsx'),
  // Sign-in and account (issue 3)
  route('auth/login', 'routes/auth.login.tsx'),
  route('auth/register', 'routes/auth.register.tsx'),
  route('auth/reset-password/:token', 'routes/auth.reset-password.tsx'),
  route('auth/confirm-email', 'routes/auth.confirm-email.tsx'),
  route('account/verify/:token', 'routes/account.verify.tsx'),
  route('account/email-correction', 'routes/account.email-correction.tsx'),
  route('account/edit', 'routes/account.edit.tsx'),
  // Organization sign-in (single sign-on; features/sso)
  route('auth/discovery', 'routes/auth-discovery.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
