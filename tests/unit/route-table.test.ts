import { describe, expect, test } from 'vitest';
import { routeTable, samplePath, specRoutes } from '../../src/app/routes/route-table';
import { stepRoutes } from '../../src/domain/step-routes';

describe('the route table', () => {
  test("has every route of the spec's section 2, once, with its title word for word", () => {
    expect(routeTable.map((r) => [r.path, r.title])).toEqual(specRoutes.map((r) => [r.path, r.title]));
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
    expect(routeTable).toHaveLength(36);
    const titles = Object.fromEntries(routeTable.map((r) => [r.path, r.title]));
    expect(titles).toMatchObject({
      '*': 'NotFound',
      '/login': 'Login',
      '/': 'Home',
      '/PricingPlan/*': 'Products catalog',
      '/Deployment': 'Deployment',
      '/deploymentMulti': 'Deployment',
      '/faq': 'FAQ',
      '/AllFAQSection': 'FAQ',
      '/player': 'video player',
      '/deploymentMulti/linkPaymentDevices': 'Map Other QR Codes',
      '/closureRemarks': 'Closure Remarks',
      '/inventoryManagement': 'Inventory Management',
    });
  });

  test('only /login is public', () => {
    expect(routeTable.filter((r) => r.access === 'public').map((r) => r.path)).toEqual(['/login']);
  });

  test('every onboarding step route is in the table with a step screen, and /Deployment and /deploymentMulti share one', () => {
    for (const path of Object.values(stepRoutes)) {
      const entry = routeTable.find((r) => r.path === path || r.path === `${path}/*`);
      expect(entry, path).toBeDefined();
    }
    const deployment = routeTable.filter((r) => r.path === '/Deployment' || r.path === '/deploymentMulti');
    expect(deployment[0]?.screen).toBe(deployment[1]?.screen);
  });

  test('/faq and /AllFAQSection are the same screen', () => {
    expect(routeTable.find((r) => r.path === '/faq')?.screen).toBe(routeTable.find((r) => r.path === '/AllFAQSection')?.screen);
  });

  test('headers: the title is the route title; Home has the drawer and the search box and no back button; the others go back', () => {
    const home = routeTable.find((r) => r.path === '/');
    expect(home?.header).toMatchObject({ title: 'Home', drawerButton: true, search: true, backButton: false, searchPlaceholder: 'Search shops, names...' });
    for (const route of routeTable.filter((r) => r.path !== '/' && r.path !== '/login')) {
      expect(route.header.backButton, route.path).toBe(true);
      if (route.path !== '*') expect(route.header.title, route.path).toBe(route.title);
    }
    expect(routeTable.find((r) => r.path === '/login')?.header.visible).toBe(false);
  });


  test('/PricingPlan/*, /ProductLWC and /Vas are the Pricing step', () => {
    const screen = routeTable.find((r) => r.path === '/PricingPlan/*')?.screen;
    expect(routeTable.find((r) => r.path === '/ProductLWC')?.screen).toBe(screen);
    expect(routeTable.find((r) => r.path === '/Vas')?.screen).toBe(screen);
  });

  test('samplePath gives a concrete address for wildcards and the catch-all', () => {
    expect(samplePath('/PricingPlan/*')).toBe('/PricingPlan/plans');
    expect(samplePath('*')).toBe('/no-such-page');
    expect(samplePath('/faq')).toBe('/faq');
  });
});
