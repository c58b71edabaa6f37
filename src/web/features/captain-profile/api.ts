import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CaptainProfile,
  type CaptainProfileInput,
  captainProfileResponseSchema,
  logoResponseSchema,
} from '#domain/captain-profile.ts';
import {
  type DocumentVerificationSetting,
  documentVerificationSettingResponseSchema,
} from '#domain/document-verification.ts';
import type { ChangePasswordInput } from '#domain/new-password.ts';
import { z } from '#domain/validation.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { uploadFile } from '../../lib/upload-file.ts';
import { useCaptainSession } from '../session/use-session.ts';

export const captainProfileUrl = '/api/captain-profile';
export const captainLogoUrl = '/api/captain-profile/logo';
export const changePasswordUrl = '/api/captain-profile/change-password';
export const documentVerificationSettingUrl = '/api/captain-profile/document-verification';

export type CaptainProfileResponse = z.infer<typeof captainProfileResponseSchema>;
export type LogoResponse = z.infer<typeof logoResponseSchema>;

/** The answers that carry only a message (logo delete, password change); the message may be missing. */
const messageAnswerSchema = z.object({ success: z.literal(true), message: z.string().optional() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** The profile is cached per logged-in captain, so a different login never sees the previous one's data. */
export const captainProfileQueryKey = (userId: number | undefined) =>
  ['captain-profile', userId ?? null] as const;

export const captainProfileQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: captainProfileQueryKey(userId),
    queryFn: async (): Promise<CaptainProfile> =>
      (await apiRequest(captainProfileUrl, { auth: 'captain', schema: captainProfileResponseSchema }))
        .captain_profile,
  });

export function useCaptainProfile() {
  const session = useCaptainSession();
  return useQuery(captainProfileQueryOptions(session?.user.id));
}

/** Keeps the cached profile in step with a change the server confirmed. */
function useProfileCache() {
  const queryClient = useQueryClient();
  const session = useCaptainSession();
  const key = captainProfileQueryKey(session?.user.id);
  return {
    set: (profile: CaptainProfile) => queryClient.setQueryData(key, profile),
    update: (change: Partial<CaptainProfile>) =>
      queryClient.setQueryData<CaptainProfile>(key, (old) => (old ? { ...old, ...change } : old)),
  };
}

/** The profile fields as POST /api/captain-profile takes them; the e-mail is never sent. */
export type CaptainProfileUpdate = Omit<CaptainProfileInput, 'email' | 'custom_license'>;

export function useUpdateCaptainProfile() {
  const cache = useProfileCache();
  return useMutation({
    mutationFn: (input: CaptainProfileUpdate) =>
      apiRequest(captainProfileUrl, {
        method: 'POST',
        auth: 'captain',
        json: input,
        schema: captainProfileResponseSchema,
      }),
    onSuccess: (answer) => cache.set(answer.captain_profile),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest(changePasswordUrl, {
        method: 'POST',
        auth: 'captain',
        json: input,
        schema: messageAnswerSchema,
      }),
  });
}

/** SPEC: a delete answered with success=true counts as done even when the call itself reported an error. */
async function deleteLogo(): Promise<MessageAnswer> {
  try {
    return await apiRequest(captainLogoUrl, {
      method: 'DELETE',
      auth: 'captain',
      schema: messageAnswerSchema,
    });
  } catch (error) {
    const answered = messageAnswerSchema.safeParse(error instanceof ApiError ? error.body : null);
    if (answered.success) return answered.data;
    throw error;
  }
}

export function useDeleteLogo() {
  const cache = useProfileCache();
  return useMutation({
    mutationFn: deleteLogo,
    onSuccess: () => cache.update({ logo_path: null, logo_url: null }),
  });
}

/** POST /api/captain-profile/logo as multipart (field `logo`) with upload progress. */
export function uploadLogo(file: File, onProgress: (percent: number) => void): Promise<LogoResponse> {
  return uploadFile(captainLogoUrl, { field: 'logo', file, onProgress, schema: logoResponseSchema });
}

export function useUploadLogo() {
  const cache = useProfileCache();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      uploadLogo(file, onProgress),
    onSuccess: (answer) => cache.update({ logo_path: answer.logo_path, logo_url: answer.logo_url }),
  });
}

/** The switch is cached per logged-in captain, as the profile is. */
export const documentVerificationSettingQueryKey = (userId: number | undefined) =>
  ['captain-profile', userId ?? null, 'document-verification'] as const;

export function useDocumentVerificationSetting() {
  const session = useCaptainSession();
  return useQuery({
    queryKey: documentVerificationSettingQueryKey(session?.user.id),
    queryFn: async (): Promise<DocumentVerificationSetting> => {
      const answer = await apiRequest(documentVerificationSettingUrl, {
        auth: 'captain',
        schema: documentVerificationSettingResponseSchema,
      });
      return { enabled: answer.enabled };
    },
  });
}

/** PUT the switch; the cached setting becomes what the server confirmed. */
export function useSaveDocumentVerificationSetting() {
  const queryClient = useQueryClient();
  const session = useCaptainSession();
  return useMutation({
    mutationFn: (setting: DocumentVerificationSetting) =>
      apiRequest(documentVerificationSettingUrl, {
        method: 'PUT',
        auth: 'captain',
        json: setting,
        schema: documentVerificationSettingResponseSchema,
      }),
    onSuccess: (answer) =>
      queryClient.setQueryData<DocumentVerificationSetting>(
        documentVerificationSettingQueryKey(session?.user.id),
        { enabled: answer.enabled },
      ),
  });
}
