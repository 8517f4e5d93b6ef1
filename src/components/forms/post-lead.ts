export interface LeadResult {
  success: boolean;
  message: string;
}

/**
 * POSTs a form as JSON. Resolves to the server's `{ success, message }`, or null when the network
 * failed or the answer was not that shape (the caller shows its network-error message). The status
 * code is not looked at: the spec reads only the body.
 */
export async function postLead(url: string, values: Record<string, unknown>): Promise<LeadResult | null> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(values),
    });
    const data: unknown = await res.json();
    if (
      data &&
      typeof data === "object" &&
      typeof (data as LeadResult).success === "boolean" &&
      typeof (data as LeadResult).message === "string"
    ) {
      return { success: (data as LeadResult).success, message: (data as LeadResult).message };
    }
    return null;
  } catch {
    return null;
  }
}
