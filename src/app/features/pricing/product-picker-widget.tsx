import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Checkbox, Group, Loader, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useQuery } from 'urql';
import { PlanListDocument, ProductListDocument, ProductsStep_SelectionDocument, type PlanListQuery, type ProductFieldsFragment } from '../../../../generated/graphql';
import { chosenPricing, keepsPrime, MAX_DEVICE_AVAILABLE } from '../../../domain/pricing';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { useStepFormEnvironment } from '../../../engine/render/step-form-context';
import { productTexts } from './product-texts';

/** One chosen plan, as createOLI takes it. */
export interface LineItem {
  productId: string;
  planId: string;
  quantity: number;
  relatedPlanBundleId: string | null;
  primeVas: boolean;
}

/**
 * The picker's three modes (spec section 2): classic lists every offered product with its plans on
 * one page (the mini flow's two products); select-products chooses the products first; and
 * products-summary shows the chosen products with their plans, quantities and prime.
 */
export type PickerMode = 'classic' | 'select-products' | 'products-summary';

type PlanRow = PlanListQuery['planList']['plans'][number];

function lineItemsOf(value: unknown): LineItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const line = item as Record<string, unknown>;
    if (typeof line.productId !== 'string' || typeof line.planId !== 'string') return [];
    return [
      {
        productId: line.productId,
        planId: line.planId,
        quantity: typeof line.quantity === 'number' ? line.quantity : 0,
        relatedPlanBundleId: typeof line.relatedPlanBundleId === 'string' && line.relatedPlanBundleId ? line.relatedPlanBundleId : null,
        primeVas: line.primeVas === true,
      },
    ];
  });
}

interface PlanChoiceProps {
  plan: PlanRow;
  line: LineItem | undefined;
  disabled: boolean;
  onChange(line: LineItem): void;
}

/** One plan of a product: what it costs, how many devices, and its bundle and prime when it has them. */
function PlanChoice({ plan, line, disabled, onChange }: PlanChoiceProps) {
  const current: LineItem = line ?? { productId: plan.productId, planId: plan.id, quantity: 0, relatedPlanBundleId: null, primeVas: false };
  const pricing = chosenPricing(plan, current.relatedPlanBundleId);
  const primeAllowed = keepsPrime(plan, current.relatedPlanBundleId, true);
  const change = (patch: Partial<LineItem>) => {
    const next = { ...current, ...patch };
    // Prime stays only where the plan and the chosen bundle allow it (spec section 5).
    onChange({ ...next, primeVas: keepsPrime(plan, next.relatedPlanBundleId, next.primeVas) });
  };
  return (
    <Stack gap={4} data-plan={plan.id}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {plan.name}
          </Text>
          <Text size="xs" c="dimmed">
            {pricing.fees.isAggregator
              ? productTexts.aggregator(pricing.fees.transactionFee ?? 0)
              : productTexts.setupAndRental(pricing.fees.setupFee ?? 0, pricing.fees.rentalPerMonth ?? 0, pricing.advanceMonth ?? 0)}
          </Text>
        </Stack>
        <NumberInput
          aria-label={productTexts.quantity(plan.name)}
          // Room for three digits beside the theme's two 44 px steppers.
          w={140}
          min={0}
          max={MAX_DEVICE_AVAILABLE}
          allowDecimal={false}
          allowNegative={false}
          value={current.quantity}
          disabled={disabled}
          onChange={(value) => change({ quantity: typeof value === 'number' ? value : Number(value) || 0 })}
        />
      </Group>
      {plan.relatedProducts.length > 0 && (
        <Select
          label={productTexts.bundle}
          data={[{ value: '', label: productTexts.noBundle }, ...plan.relatedProducts.map((b) => ({ value: b.id, label: b.name }))]}
          value={current.relatedPlanBundleId ?? ''}
          disabled={disabled}
          allowDeselect={false}
          onChange={(value) => change({ relatedPlanBundleId: value || null })}
        />
      )}
      {plan.isPrimeEnabled && (
        <Checkbox
          label={productTexts.prime}
          description={primeAllowed ? undefined : productTexts.primeNotAllowed}
          checked={current.primeVas}
          disabled={disabled || !primeAllowed}
          onChange={(event) => change({ primeVas: event.currentTarget.checked })}
        />
      )}
    </Stack>
  );
}

interface ProductPlansProps {
  product: ProductFieldsFragment;
  opportunityId: string | null;
  lines: readonly LineItem[];
  disabled: boolean;
  onChange(line: LineItem): void;
}

/** A product's card with its plans (planList); a failed list shows 'Plan List Retrieval Error'. */
function ProductPlans({ product, opportunityId, lines, disabled, onChange }: ProductPlansProps) {
  const [plans] = useQuery({ query: PlanListDocument, variables: { input: { productId: product.id, opportunityId } } });
  return (
    <Card withBorder padding="sm" data-product={product.name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>{product.name}</Text>
          {product.hardwareSubTypeName && <Badge variant="light">{product.hardwareSubTypeName}</Badge>}
        </Group>
        {plans.fetching && <Text size="sm">{productTexts.plansLoading}</Text>}
        {plans.error && (
          <Alert color="red" title={productTexts.planList.title} role="alert">
            {productTexts.planList.message}
          </Alert>
        )}
        {plans.data?.planList.plans.map((plan) => (
          <PlanChoice key={plan.id} plan={plan} line={lines.find((l) => l.planId === plan.id)} disabled={disabled} onChange={onChange} />
        ))}
      </Stack>
    </Card>
  );
}

/**
 * The Products step's line items: the products the server offers the journey (productList), a plan
 * or more for each with how many devices, the related bundle and prime, within the devices the
 * merchant may have (getOpportunityProduct). Its value is the line items with a quantity, as
 * createOLI takes them; the stored ones are read back when the step opens.
 */
export function ProductPickerWidget({ name, control, setValue, disabled, error }: DomainWidgetProps) {
  const { context } = useStepFormEnvironment();
  const { field: input } = useController({ control, name });
  const opportunityId = context.opportunityId != null && context.opportunityId !== '' ? String(context.opportunityId) : null;
  const isMiniFlow = context.isMiniFlow === true;
  const [products] = useQuery({ query: ProductListDocument, variables: { input: { opportunityId, isMiniFlow } } });
  const [selection] = useQuery({ query: ProductsStep_SelectionDocument, variables: { input: { opportunityId: opportunityId ?? '' } }, pause: !opportunityId });
  const lines = lineItemsOf(input.value);
  const [chosen, setChosen] = useState<string[]>(() => [...new Set(lines.map((l) => l.productId))]);
  const [mode, setMode] = useState<PickerMode>(() => (isMiniFlow ? 'classic' : lines.length ? 'products-summary' : 'select-products'));

  // The stored line items fill an empty picker once, when the step opens (a draft the agent left wins).
  const filled = useRef(false);
  const stored = selection.data?.getOpportunityProduct.lineItems;
  useEffect(() => {
    if (filled.current || !stored) return;
    filled.current = true;
    if (lines.length || !stored.length) return;
    const storedLines = lineItemsOf(stored);
    setValue(name, storedLines, { shouldDirty: false });
    setChosen([...new Set(storedLines.map((l) => l.productId))]);
    if (!isMiniFlow) setMode('products-summary');
  }, [stored, lines.length, name, setValue, isMiniFlow]);

  const max = selection.data?.getOpportunityProduct.maxDeviceAvailable ?? MAX_DEVICE_AVAILABLE;
  const sponsored = selection.data?.getOpportunityProduct.availableSponsoredDevices ?? 0;
  const devices = lines.reduce((sum, l) => sum + l.quantity, 0);

  const changeLine = (line: LineItem) => {
    const others = lines.filter((l) => l.planId !== line.planId);
    // A plan without devices is no line item: quantity 0 is the default of every plan shown.
    input.onChange(line.quantity > 0 ? [...others, line] : others);
  };
  const chooseProducts = (ids: string[]) => {
    setChosen(ids);
    input.onChange(lines.filter((l) => ids.includes(l.productId)));
  };

  if (products.fetching && !products.data) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{productTexts.loading}</Text>
      </Group>
    );
  }
  if (products.error || !products.data) {
    return (
      <Alert color="red" title={productTexts.productList.title} role="alert">
        {productTexts.productList.message}
      </Alert>
    );
  }
  const offered = products.data.productList.products;
  const shown = mode === 'classic' ? offered : offered.filter((p) => chosen.includes(p.id));

  return (
    <Stack gap="sm" data-picker-mode={mode}>
      {selection.error && (
        <Alert color="red" title={productTexts.selectedProducts.title} role="alert">
          {productTexts.selectedProducts.message}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {productTexts.limits(max, sponsored)}
      </Text>
      {mode === 'select-products' ? (
        <>
          <Checkbox.Group label={productTexts.chooseProducts} value={chosen} onChange={chooseProducts}>
            <Stack gap="xs" mt="xs">
              {offered.map((product) => (
                <Checkbox
                  key={product.id}
                  value={product.id}
                  label={product.name}
                  description={product.hardwareSubTypeName ?? undefined}
                  disabled={disabled}
                        />
              ))}
            </Stack>
          </Checkbox.Group>
          <Button mih={TAP_TARGET_PX} variant="light" disabled={chosen.length === 0} onClick={() => setMode('products-summary')}>
            {productTexts.continueToPlans}
          </Button>
        </>
      ) : (
        <>
          {shown.length === 0 && <Text size="sm">{productTexts.noneChosen}</Text>}
          {shown.map((product) => (
            <ProductPlans key={product.id} product={product} opportunityId={opportunityId} lines={lines} disabled={disabled} onChange={changeLine} />
          ))}
          <Text size="sm" fw={600} data-devices={devices}>
            {productTexts.devices(devices)}
          </Text>
          {devices > max && (
            <Text size="sm" c="red" role="alert">
              {productTexts.tooMany(max)}
            </Text>
          )}
          {mode === 'products-summary' && !disabled && (
            <Button variant="subtle" mih={TAP_TARGET_PX} w="fit-content" onClick={() => setMode('select-products')}>
              {productTexts.changeProducts}
            </Button>
          )}
        </>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
