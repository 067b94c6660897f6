import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { userProfile } from '@/testing/user-profile';
import { StudyDaySettings, timeZoneLabel } from './study-day-settings';

const profile = userProfile();

const WINTER = new Date('2026-01-15T12:00:00Z');

describe('timeZoneLabel', () => {
  it('names a known city in Korean with its offset', () => {
    expect(timeZoneLabel('Asia/Seoul', WINTER)).toBe('서울 (GMT+9)');
    expect(timeZoneLabel('Europe/Berlin', WINTER)).toBe('베를린 (GMT+1)');
  });

  it('lets the browser name other zones, and keeps an unknown id as it is', () => {
    expect(timeZoneLabel('America/Sao_Paulo', WINTER)).toMatch(/\(GMT-3\)$/);
    expect(timeZoneLabel('Mars/Olympus', WINTER)).toBe('Mars/Olympus');
  });
});

describe('StudyDaySettings', () => {
  it('shows the time zone in words, never its id', () => {
    renderWithProviders(<StudyDaySettings profile={profile} />);
    expect(screen.getByText(/^서울 \(GMT\+9\)$/)).toBeInTheDocument();
    expect(screen.queryByText('Asia/Seoul')).not.toBeInTheDocument();
  });
});
