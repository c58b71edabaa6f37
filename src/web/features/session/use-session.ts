import { useSyncExternalStore } from 'react';
import { readCaptainSession, readStudentSession, subscribeToSessions } from '../../lib/session-storage.ts';

export function useCaptainSession() {
  return useSyncExternalStore(subscribeToSessions, readCaptainSession);
}

export function useStudentSession() {
  return useSyncExternalStore(subscribeToSessions, readStudentSession);
}
