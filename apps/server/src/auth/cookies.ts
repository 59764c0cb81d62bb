// Type-only: brings the cookie decorations into FastifyReply when this file is compiled from the web project.
import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'wp_session';

export function setSessionCookie(res: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  res.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(res: FastifyReply, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
