import { createRequestHandler, type EntryContext, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { readHydrationPayload } from "~/server/document-memo.server";

/**
 * A one-route app served by React Router's own request handler, whose document entry hands
 * back what readHydrationPayload reads from the EntryContext it gets. If an upgrade of React
 * Router moves or renames those undocumented fields, this fails with the accessor's message.
 */
function appReading(loaderData: unknown) {
  let payload: Awaited<ReturnType<typeof readHydrationPayload>> | undefined;
  let streamAfterwards: string | undefined;
  const build: ServerBuild = {
    entry: {
      module: {
        async default(_request, status, headers, context: EntryContext) {
          payload = await readHydrationPayload(context);
          // The render still gets the whole stream: the accessor put an identical one back.
          streamAfterwards = await new Response(context.serverHandoffStream).text();
          return new Response("document", { status, headers });
        },
      },
    },
    routes: {
      root: {
        id: "root",
        path: "",
        module: { default: () => null, loader: () => loaderData },
      },
    },
    assets: {
      entry: { imports: [], module: "/entry.client.js" },
      routes: {
        root: {
          id: "root",
          path: "",
          module: "/root.js",
          hasAction: false,
          hasLoader: true,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
          clientActionModule: undefined,
          clientLoaderModule: undefined,
          clientMiddlewareModule: undefined,
          hydrateFallbackModule: undefined,
        },
      },
      url: "/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  };
  const handle = createRequestHandler(build, "production");
  return {
    async get(url: string) {
      const response = await handle(new Request(url));
      expect(response.status, await response.clone().text()).toBe(200);
      return { payload: payload!, streamAfterwards: streamAfterwards! };
    },
  };
}

describe("the EntryContext fields the document memo reads", () => {
  it("hold the server handoff and the loader data sent for hydration, and the stream is put back", async () => {
    const { payload, streamAfterwards } = await appReading({ name: "Abebe Kebede" }).get(
      "http://localhost/",
    );
    expect(payload.handoff).toContain('"routeDiscovery"');
    expect(payload.data).toContain("Abebe Kebede");
    expect(streamAfterwards).toBe(payload.data);
  });

  it("differ when only the loader data differs", async () => {
    const first = (await appReading({ name: "Abebe" }).get("http://localhost/")).payload;
    const second = (await appReading({ name: "Almaz" }).get("http://localhost/")).payload;
    expect(second.handoff).toBe(first.handoff);
    expect(second.data).not.toBe(first.data);
  });

  it("refuse loudly, naming the field, when React Router changed them", async () => {
    const changed = { serverHandoffString: "{}" } as unknown as EntryContext;
    await expect(readHydrationPayload(changed)).rejects.toThrow(
      /EntryContext changed: serverHandoffStream is no longer a ReadableStream.*document-memo/,
    );
    const renamed = { serverHandoffStream: new ReadableStream() } as unknown as EntryContext;
    await expect(readHydrationPayload(renamed)).rejects.toThrow(
      /EntryContext changed: serverHandoffString is no longer a string/,
    );
  });
});
