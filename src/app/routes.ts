import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx', { id: 'home' }),
  route('homepage', 'routes/home.tsx', { id: 'homepage' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
