/** The page a student opens to accept an invitation. */
export function invitationLink(id: number, code: string): string {
  return `/student/invitation/${id}?code=${encodeURIComponent(code)}`;
}
