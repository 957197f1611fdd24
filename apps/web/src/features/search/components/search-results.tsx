import type { SearchChannel, SearchPerson, SearchSeries, SearchTitle } from '@glotv/contracts/search';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { useSearchResults } from '../api/search-catalog.ts';
import { channelLink, seriesResultLink, titleLink } from '../lib/search-links.ts';
import '../strings.ts';

/** Posters in the first row or so load at once; the rest when they come near the screen. */
const EAGER_POSTERS = 6;

/** The results of `query`: movies, series, channels and people; or, when none, a message and suggestions. */
export function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const results = useSearchResults(query);

  if (query === '') return <p className="muted">{t('search.prompt')}</p>;
  if (results.isError) {
    return (
      <p role="alert" className="search-results__error">
        {t('search.failed')}
      </p>
    );
  }
  if (!results.data) {
    return (
      <p role="status" className="muted">
        {t('search.searching')}
      </p>
    );
  }
  const { movies, series, channels, people, suggestions } = results.data;
  const groups = [
    {
      id: 'search-movies',
      title: t('search.groups.movies'),
      size: movies.length,
      list: <PosterGrid titles={movies} />,
    },
    {
      id: 'search-series',
      title: t('search.groups.series'),
      size: series.length,
      list: <PosterGrid titles={series} />,
    },
    {
      id: 'search-channels',
      title: t('search.groups.channels'),
      size: channels.length,
      list: <ChannelList channels={channels} />,
    },
    {
      id: 'search-people',
      title: t('search.groups.people'),
      size: people.length,
      list: <PeopleList people={people} />,
    },
  ];
  const found = groups.reduce((sum, group) => sum + group.size, 0);
  const empty = found === 0;
  return (
    <div className="search-results" aria-busy={results.isFetching}>
      <p role="status" className="visually-hidden">
        {results.isFetching ? t('search.searching') : t('search.count', { count: found })}
      </p>
      {empty ? (
        <section className="search-group" aria-labelledby="search-empty">
          <p id="search-empty" className="search-results__empty">
            {t('search.empty', { query: results.data.query })}
          </p>
          {suggestions.length > 0 ? (
            <>
              <h2 className="search-group__title">{t('search.suggestions')}</h2>
              <PosterGrid titles={suggestions} />
            </>
          ) : null}
        </section>
      ) : null}
      {groups.map((group) =>
        group.size > 0 ? (
          <Group key={group.id} id={group.id} title={group.title}>
            {group.list}
          </Group>
        ) : null,
      )}
    </div>
  );
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="search-group" aria-labelledby={id}>
      <h2 id={id} className="search-group__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

const isSeries = (title: SearchTitle | SearchSeries): title is SearchSeries =>
  title.type === 'series' && 'episode' in title;

function PosterGrid({ titles }: { titles: readonly (SearchTitle | SearchSeries)[] }) {
  const { t } = useTranslation();
  return (
    <ul className="search-posters">
      {titles.map((title, index) => {
        const link = isSeries(title) ? seriesResultLink(title) : titleLink(title);
        const episode = isSeries(title) ? title.episode : null;
        return (
          <li key={`${title.type}-${title.id}`}>
            <Link to={link.to} state={link.state} className="search-poster">
              <CatalogImage
                imageId={title.image_id}
                placeholder={title.image_placeholder}
                alt=""
                shape="poster"
                sizes="(max-width: 767px) 31vw, 150px"
                minWidth={90}
                maxWidth={160}
                eager={index < EAGER_POSTERS}
              />
              <span className="search-poster__title">{title.title}</span>
              {episode ? (
                <span className="search-poster__episode">
                  {t('search.episodeMatch', {
                    season: episode.season,
                    number: episode.number,
                    title: episode.title,
                  })}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function ChannelList({ channels }: { channels: readonly SearchChannel[] }) {
  return (
    <ul className="search-channels">
      {channels.map((channel) => {
        const link = channelLink(channel);
        return (
          <li key={channel.id}>
            <Link to={link.to} state={link.state} className="search-channel">
              <CatalogImage
                imageId={channel.logo_image_id}
                placeholder={channel.logo_placeholder}
                alt=""
                shape="square"
                sizes="48px"
                minWidth={48}
                maxWidth={48}
                className="search-channel__logo"
              />
              <span>{channel.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function PeopleList({ people }: { people: readonly SearchPerson[] }) {
  const { t } = useTranslation();
  return (
    <ul className="search-people">
      {people.map((person) => (
        <li key={person.name} className="search-person">
          <h3 className="search-person__name">
            {person.name}{' '}
            <span className="muted search-person__roles">
              {person.roles
                .map((role) => t(role === 'cast' ? 'content.cast' : 'content.director'))
                .join(' · ')}
            </span>
          </h3>
          <ul className="search-person__titles" aria-label={t('search.titlesOf', { name: person.name })}>
            {person.titles.map((title) => {
              const link = titleLink(title);
              return (
                <li key={`${title.type}-${title.id}`}>
                  <Link to={link.to} state={link.state} className="search-person__title">
                    <CatalogImage
                      imageId={title.image_id}
                      placeholder={title.image_placeholder}
                      alt=""
                      shape="poster"
                      sizes="64px"
                      minWidth={64}
                      maxWidth={64}
                    />
                    <span>{title.title}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}
