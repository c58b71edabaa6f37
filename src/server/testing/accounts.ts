import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { defaultRateLimits, type RateLimits } from '../config.ts';
import type { TestApp } from './test-app.ts';

/** Limits high enough that tests of other behaviour never meet them (rate limits have their own tests). */
export const generousRateLimits: RateLimits = {
  ...defaultRateLimits,
  loginPerIp: 10_000,
  loginPerEmail: 10_000,
  forgotPerIp: 10_000,
  forgotPerEmail: 10_000,
  registerPerIp: 10_000,
  publicPdfPerIp: 10_000,
  invitationCodePerIp: 10_000,
  invitationCodePerAccount: 10_000,
  verificationMailPerAccount: 10_000,
  verificationMailPerIp: 10_000,
  exportPerAccount: 10_000,
  verifyPerIp: 10_000,
};

export const strongPassword = 'correct horse battery';

export interface CaptainInput {
  name: string;
  email: string;
  phone_register: string;
  password: string;
  password_confirmation: string;
}

export function captainInput(overrides: Partial<CaptainInput> = {}): CaptainInput {
  const password = overrides.password ?? strongPassword;
  return {
    name: 'Anna Nowak',
    email: 'anna@example.com',
    phone_register: '+48 600 100 200',
    password,
    password_confirmation: password,
    ...overrides,
  };
}

export interface StudentInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export function studentInput(overrides: Partial<StudentInput> = {}): StudentInput {
  const password = overrides.password ?? strongPassword;
  return {
    first_name: 'Jan',
    last_name: 'Kowalski',
    email: 'jan@example.com',
    password,
    password_confirmation: password,
    ...overrides,
  };
}

export interface RequestOptions {
  language?: string;
  remoteAddress?: string;
  token?: string;
}

function headers(options: RequestOptions): Record<string, string> {
  return {
    ...(options.language ? { 'accept-language': options.language } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
  };
}

/** A JSON POST through app.inject, optionally in a language, from an address, with a bearer token. */
export function post(t: TestApp, url: string, payload: unknown, options: RequestOptions = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: headers(options),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export function get(t: TestApp, url: string, options: RequestOptions = {}) {
  return t.app.inject({ method: 'GET', url, headers: headers(options) });
}

/** Asserts a 422 with the validation envelope and returns its field errors. */
export function validationErrors(response: LightMyRequestResponse, language: 'en' | 'pl' = 'en') {
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json<{ success: boolean; message: string; errors: Record<string, string[]> }>();
  expect(body.success).toBe(false);
  expect(body.message).toBe(
    language === 'pl' ? 'Niektóre pola wymagają poprawy.' : 'Some fields need your attention.',
  );
  return body.errors;
}

export interface CaptainSession {
  user: { id: number; name: string; email: string; phone: string; created_at: string };
  token: string;
}

export async function registerCaptain(t: TestApp, overrides: Partial<CaptainInput> = {}) {
  const response = await post(t, '/api/auth/register', captainInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CaptainSession>();
}

export async function loginCaptain(t: TestApp, email: string, password = strongPassword, remember?: boolean) {
  const response = await post(t, '/api/auth/login', {
    email,
    password,
    ...(remember === undefined ? {} : { remember }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CaptainSession>();
}

export interface StudentSession {
  student: { id: number; first_name: string; last_name: string; email: string; created_at: string };
  token: string;
}

export async function registerStudent(t: TestApp, overrides: Partial<StudentInput> = {}) {
  const response = await post(t, '/api/student/register', studentInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StudentSession>();
}

export const unauthorized = {
  success: false,
  message: 'Please log in to continue.',
  request_id: expect.any(String),
};
export const wrongKind = {
  success: false,
  message: 'This page is for another kind of account. Log in with the right account.',
  request_id: expect.any(String),
};
