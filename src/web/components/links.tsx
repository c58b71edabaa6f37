import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type RouterTarget = Pick<LinkProps, 'to' | 'params' | 'search' | 'hash' | 'activeOptions'>;

interface Clickable {
  children?: ReactNode;
  onClick?: () => void;
  'aria-label'?: string;
}

/** Mantine's Button rendered as a typed router link (aria-current="page" comes from the router). */
export function ButtonLink({
  to,
  params,
  search,
  hash,
  activeOptions,
  ...props
}: ButtonProps & RouterTarget & Clickable) {
  return (
    <Button
      {...props}
      renderRoot={(rootProps) => (
        <Link
          to={to}
          params={params}
          search={search}
          hash={hash}
          activeOptions={activeOptions}
          {...rootProps}
        />
      )}
    />
  );
}

/** Mantine's Anchor rendered as a typed router link. */
export function AnchorLink({
  to,
  params,
  search,
  hash,
  activeOptions,
  ...props
}: AnchorProps & RouterTarget & Clickable) {
  return (
    <Anchor
      {...props}
      renderRoot={(rootProps) => (
        <Link
          to={to}
          params={params}
          search={search}
          hash={hash}
          activeOptions={activeOptions}
          {...rootProps}
        />
      )}
    />
  );
}
