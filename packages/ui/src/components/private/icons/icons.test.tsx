import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as icons from './index';

/** Each icon as a component taking only the common props; the ones with a state get one. */
const drawn: [string, ComponentType<icons.IconProps>][] = Object.entries(icons).map(([name, Icon]) => {
  if (Icon === icons.DirectionIcon) return [name, (props) => <icons.DirectionIcon direction="next" shape="chevron" {...props} />];
  if (Icon === icons.EyeIcon) return [name, (props) => <icons.EyeIcon crossed {...props} />];
  if (Icon === icons.HeartIcon) return [name, (props) => <icons.HeartIcon filled {...props} />];
  return [name, Icon as ComponentType<icons.IconProps>];
});

/** `TickDiscIcon` → 'tick-disc': the name an icon gives itself in `data-icon`. */
function kebabName(exportName: string): string {
  return exportName
    .replace(/Icon$/, '')
    .replace(/(?<!^)[A-Z]/g, (letter) => `-${letter}`)
    .toLowerCase();
}

describe('icons', () => {
  it.each(drawn)('%s is decoration: hidden from screen readers and never focused', (name, Icon) => {
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('data-icon', kebabName(name));
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg?.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    expect(svg?.querySelector('path, circle')).not.toBeNull();
  });

  it.each(drawn)('%s follows the text at 1em, or takes a size and a class', (_, Icon) => {
    const { container, rerender } = render(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveAttribute('height', '1em');
    rerender(<Icon size={18} className="beside-text" />);
    expect(svg).toHaveAttribute('width', '18');
    expect(svg).toHaveAttribute('height', '18');
    expect(svg).toHaveClass('beside-text');
  });

  it('draws the states of the eye, the heart, the direction and the clock', () => {
    const { container, rerender } = render(<icons.EyeIcon crossed={false} />);
    expect(container.querySelectorAll('path')).toHaveLength(1);
    rerender(<icons.EyeIcon crossed />);
    expect(container.querySelectorAll('path')).toHaveLength(2);

    rerender(<icons.HeartIcon filled={false} />);
    expect(container.querySelector('path')).toHaveAttribute('fill', 'none');
    rerender(<icons.HeartIcon filled />);
    expect(container.querySelector('path')).toHaveAttribute('fill', 'currentColor');

    rerender(<icons.DirectionIcon direction="previous" shape="arrow" />);
    const previous = container.querySelector('path')?.getAttribute('d');
    rerender(<icons.DirectionIcon direction="next" shape="arrow" />);
    expect(container.querySelector('path')?.getAttribute('d')).not.toBe(previous);

    rerender(<icons.ClockIcon />);
    const hands = container.querySelector('path')?.getAttribute('d');
    rerender(<icons.ClockIcon urgent />);
    expect(container.querySelector('path')?.getAttribute('d')).not.toBe(hands);
  });

  it('gives right, partly right, wrong and left each its own outline, so they read apart without colour', () => {
    const outline = (Icon: ComponentType<icons.IconProps>) => {
      const shape = render(<Icon />).container.querySelector('svg > :first-child');
      return `${shape?.tagName}:${shape?.getAttribute('stroke-dasharray') ?? ''}`;
    };
    const outlines = [icons.TickDiscIcon, icons.HalfDiscIcon, icons.CrossIcon, icons.DashIcon].map(outline);
    expect(new Set(outlines).size).toBe(4);
  });
});
