// The slice of panva's oidc-provider (a dev dependency: the certified OpenID Provider the sign-in is tested
// against) that the tests use; the package ships no types of its own.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type Account = {
    accountId: string;
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>;
  };

  export type ClientMetadata = {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    token_endpoint_auth_method?: string;
    [property: string]: unknown;
  };

  export type Interaction = {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  };

  export type InteractionResult =
    | { login: { accountId: string } }
    | { consent: { grantId: string } }
    | { error: string; error_description?: string };

  export type Configuration = {
    clients?: ClientMetadata[];
    findAccount?: (context: unknown, id: string) => Account | undefined | Promise<Account | undefined>;
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    features?: Record<string, { enabled: boolean; [option: string]: unknown }>;
    interactions?: { url(context: unknown, interaction: Interaction): string | Promise<string> };
    cookies?: { keys?: string[] };
    jwks?: { keys: Record<string, unknown>[] };
    [option: string]: unknown;
  };

  export type Grant = {
    addOIDCScope(scope: string): void;
    rejectOIDCScope(scope: string): void;
    save(): Promise<string>;
  };

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    Grant: {
      new (properties: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  export default Provider;
}
