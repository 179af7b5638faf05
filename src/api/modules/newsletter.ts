import type { HttpClient } from '../http';
import type { MessageResponse } from '../types';

/** The footer's newsletter (API-CONTENT-8: public, e-mail unique). */
export function newsletterApi(http: HttpClient) {
  return {
    /** Silent: the footer shows the answer, a refusal included, beside the field. */
    async subscribe(email: string): Promise<MessageResponse> {
      return (
        await http.post<MessageResponse>(
          '/newsletter/subscribe',
          { email: email.trim() },
          { silent: true },
        )
      ).data;
    },
  };
}
