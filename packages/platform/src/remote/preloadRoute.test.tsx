import { preloadRoute } from './preloadRoute';

function Offer({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

/** A page loaded on demand, as @gangazo/ui's onDemand makes one: a component with `preload`. */
function onDemandPage(preload: () => Promise<void>) {
  return Object.assign((props: { title: string }) => <Offer {...props} />, { preload });
}

describe('preloadRoute', () => {
  it("fetches a page loaded on demand given as the route's element or Component, and passes over anything else", async () => {
    const asElement = jest.fn(async () => undefined);
    const asComponent = jest.fn(async () => undefined);
    const ElementPage = onDemandPage(asElement);
    const ComponentPage = onDemandPage(asComponent);
    await preloadRoute({ element: <ElementPage title="a" /> });
    await preloadRoute({ Component: ComponentPage as unknown as () => React.JSX.Element });
    expect(asElement).toHaveBeenCalledTimes(1);
    expect(asComponent).toHaveBeenCalledTimes(1);
    await expect(preloadRoute({ element: <Offer title="b" /> })).resolves.toBeUndefined();
    await expect(preloadRoute({ element: 'texto' })).resolves.toBeUndefined();
    await expect(preloadRoute({})).resolves.toBeUndefined();
  });
});
