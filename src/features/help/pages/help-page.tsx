import { useEffect } from 'react';
import { Link, Navigate, NavLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { LanguageSwitch } from '@/components/language-switch';
import { EmptyState } from '@/components/list-page/empty-state';
import { SearchBox } from '@/components/search-box';
import { edition as builtEdition, editions } from '@/config/editions';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { enUSHelp } from '../docs/en-US';
import { zhCNHelp } from '../docs/zh-CN';
import { helpDocOf, matchingSections, type HelpSection } from '../help-doc';

/** Longer text is cut: the search runs over a few pages of text in the browser. */
const SEARCH_MAX = 50;

/**
 * A help document of the edition (spec section 1: each edition carries its own help links), open without logging in:
 * a table of contents, a search over its sections, and the customer-service contact at the end.
 */
export default function HelpPage() {
  const { t, i18n } = useTranslation();
  const { doc: slug = '' } = useParams();
  const { hash } = useLocation();
  const [search, setSearch] = useSearchParams();
  const entry = helpDocOf(slug);
  const edition = entry ? editions[entry.edition] : builtEdition;
  const docs = (i18n.language === 'en-US' ? enUSHelp : zhCNHelp)(edition);
  const doc = entry ? docs[entry.doc] : null;
  const query = search.get('q') ?? '';
  const appName = t(`app.name.${edition.id}`);

  useEffect(() => {
    if (doc) document.title = `${doc.title} · ${appName}`;
  }, [doc, appName]);
  // An address with an anchor opens at its section, once the section is drawn.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, slug]);

  if (!entry || !doc) return <Navigate to={paths.notFound} replace />;
  const sections = matchingSections(doc.sections, query);
  const setQuery = (q: string) => setSearch(q ? { q } : {}, { replace: true });
  const tabClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-1.5 text-sm ${isActive ? 'bg-blue-50 font-medium text-blue-700' : 'text-slate-600 hover:bg-slate-100'}`;

  return (
    <div className="min-h-full bg-slate-50">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-6 py-3">
          <Link to={paths.home} className="flex items-center gap-2 font-semibold text-slate-900">
            <img src={edition.logo} alt="" className="h-7 w-7" />
            <span>{appName}</span>
          </Link>
          <nav aria-label={t('help.contents')} className="flex gap-1">
            <NavLink to={edition.helpLinks.manual} className={tabClass}>
              {t('help.manual')}
            </NavLink>
            <NavLink to={edition.helpLinks.faq} className={tabClass}>
              {t('help.faq')}
            </NavLink>
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitch />
            <Link to={paths.home} className="text-sm text-blue-700 hover:underline">
              {t('help.toConsole')}
            </Link>
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-8 px-6 py-8 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label={t('help.contents')} className="hidden self-start lg:sticky lg:top-20 lg:block">
          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-400">{t('help.contents')}</p>
          <ul className="space-y-1 text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="block rounded px-2 py-1 text-slate-600 hover:bg-white hover:text-blue-700"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main className="min-w-0 space-y-6">
          <div>
            <h1 className="text-2xl font-bold text-slate-900">{doc.title}</h1>
            <p className="mt-2 text-slate-600">{doc.summary}</p>
          </div>
          <SearchBox value={query} onSearch={setQuery} label={t('help.search')} maxLength={SEARCH_MAX} />
          {sections.length === 0 ? (
            <div className="rounded-xl border border-slate-200 bg-white p-6">
              <EmptyState text={t('table.noMatch')} filtered onClearFilters={() => setQuery('')} />
            </div>
          ) : (
            sections.map((s) => <HelpSectionCard key={s.id} section={s} />)
          )}
          <footer className="border-t border-slate-200 pt-4 text-xs text-slate-500">
            {t('login.servicePhone', { phone: edition.servicePhone })} · {edition.companyName} · {edition.address}
          </footer>
        </main>
      </div>
    </div>
  );
}

function HelpSectionCard({ section }: { section: HelpSection }) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${section.id}-title`} className="text-lg font-semibold text-slate-900">
        {section.title}
      </h2>
      <div className="mt-3 space-y-3 leading-7 text-slate-700">
        {section.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {section.steps && (
          <ol className="list-decimal space-y-1 pl-6">
            {section.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
