import { Badge } from '@/shared/components/ui/badge';
import { useIntlLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { COLOUR_GROUPS, COLOUR_TOKENS, CONTRAST_PAIRS, cssVariable } from '../design-tokens';
import { useRootCustomProperties } from '../hooks/use-computed-style';
import { AA_NORMAL_TEXT, contrastRatio, parseColor } from '../lib/contrast';
import { styleGuideMessages } from '../style-guide-messages';
import { ShowcaseSection } from './showcase-section';

const VARIABLES = COLOUR_TOKENS.map((token) => cssVariable(token.name));

/** Swatches of every semantic colour with its variable, utility and computed value, then the contrast pairs. */
export function ColourTokens() {
  const t = useMessages(styleGuideMessages);
  const locale = useIntlLocale();
  const { values } = useRootCustomProperties(VARIABLES);
  const currentValue = (name: string) => values.get(cssVariable(name)) ?? '';
  const ratioFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return (
    <>
      <ShowcaseSection id="colours" title={t.coloursHeading} description={t.coloursText}>
        <div className="flex flex-col gap-6">
          {COLOUR_GROUPS.map(({ group, title }) => (
            <section key={group} aria-labelledby={`colours-${group}`}>
              <h3 id={`colours-${group}`} className="mb-3 font-semibold">
                {t[title]}
              </h3>
              <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {COLOUR_TOKENS.filter((token) => token.group === group).map((token) => (
                  <li
                    key={token.name}
                    data-token={token.name}
                    className="flex min-w-0 gap-3 rounded-[var(--radius-control)] border border-line p-3"
                  >
                    <span
                      aria-hidden="true"
                      className="h-16 w-16 shrink-0 rounded-md border border-line shadow-inner"
                      style={{ background: `var(${cssVariable(token.name)})` }}
                    />
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">{token.name}</p>
                      <p className="text-xs text-muted">{t[token.usage]}</p>
                      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-xs">
                        <dt className="text-muted">{t.variableLabel}</dt>
                        <dd className="break-all">
                          <code>{cssVariable(token.name)}</code>
                        </dd>
                        <dt className="text-muted">{t.utilityLabel}</dt>
                        <dd className="break-all">
                          <code>{token.utility}</code>
                        </dd>
                        <dt className="text-muted">{t.valueLabel}</dt>
                        <dd className="break-all">
                          <code data-computed-value>{currentValue(token.name) || t.notComputed}</code>
                        </dd>
                      </dl>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </ShowcaseSection>

      <ShowcaseSection id="contrast" title={t.contrastHeading} description={t.contrastText}>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {CONTRAST_PAIRS.map(({ text, background }) => {
            const fg = parseColor(currentValue(text));
            const bg = parseColor(currentValue(background));
            const ratio = fg && bg ? contrastRatio(fg, bg) : null;
            return (
              <li
                key={`${text}/${background}`}
                data-pair={`${text}/${background}`}
                className="min-w-0 overflow-hidden rounded-[var(--radius-control)] border border-line"
              >
                <p
                  className="px-3 py-4 font-medium"
                  style={{
                    color: `var(${cssVariable(text)})`,
                    background: `var(${cssVariable(background)})`,
                  }}
                >
                  {t.contrastSample}
                </p>
                <div className="flex flex-col gap-1 border-t border-line p-3 text-xs">
                  <p className="break-words text-muted">{t.contrastPair({ text, background })}</p>
                  {ratio === null ? (
                    <p>{t.notComputed}</p>
                  ) : (
                    <p className="flex flex-wrap items-center gap-2">
                      <span>
                        <span className="sr-only">{t.contrastRatio}: </span>
                        <span className="font-mono text-sm font-semibold" data-ratio={ratio.toFixed(2)}>
                          {ratioFormat.format(ratio)}:1
                        </span>
                      </span>
                      <Badge tone={ratio >= AA_NORMAL_TEXT ? 'good' : 'bad'}>
                        {ratio >= AA_NORMAL_TEXT ? t.contrastPass : t.contrastFail}
                      </Badge>
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </ShowcaseSection>
    </>
  );
}
