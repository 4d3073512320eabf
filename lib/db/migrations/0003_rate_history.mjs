/** @type {{ name: string; sql: string }} */
export const migration = {
  name: '0003_rate_history',
  sql: String.raw`
create table rate_samples (
  source text not null check (source in ('provider', 'sample')),
  from_code char(3) not null check (from_code ~ '^[A-Z]{3}$'),
  to_code char(3) not null check (to_code ~ '^[A-Z]{3}$'),
  bucket timestamptz not null,
  read_at timestamptz not null,
  rate numeric check (rate > 0),
  constraint rate_samples_pkey primary key (source, from_code, to_code, bucket)
);

create index rate_samples_bucket_idx on rate_samples (bucket);

create table rate_daily (
  source text not null check (source in ('provider', 'sample')),
  from_code char(3) not null,
  to_code char(3) not null,
  day date not null,
  open numeric not null check (open > 0),
  high numeric not null check (high > 0),
  low numeric not null check (low > 0),
  close numeric not null check (close > 0),
  samples integer not null check (samples > 0),
  last_read_at timestamptz not null,
  constraint rate_daily_pkey primary key (source, from_code, to_code, day)
);

create table rate_recordings (
  source text not null check (source in ('provider', 'sample')),
  bucket timestamptz not null,
  claimed_at timestamptz not null,
  completed_at timestamptz,
  stored integer,
  constraint rate_recordings_pkey primary key (source, bucket)
);

create table rate_pending_jumps (
  source text not null check (source in ('provider', 'sample')),
  from_code char(3) not null,
  to_code char(3) not null,
  rate numeric not null check (rate > 0),
  since timestamptz not null,
  readings integer not null check (readings > 0),
  constraint rate_pending_jumps_pkey primary key (source, from_code, to_code)
);
`,
};
