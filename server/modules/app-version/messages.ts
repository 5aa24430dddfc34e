import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  versionTaken: ['{0} 已有版本号 {1}', '{0} already has version {1}'],
  buildTaken: ['{0} 已有构建号 {1}', '{0} already has build number {1}'],
  versionLower: ['版本号 {0} 低于 {1} 已发布的最新版本 {2}', 'Version {0} is lower than the latest released {1} version, {2}'],
  noRelease: ['{0} 尚无已发布的版本', 'No {0} version has been released yet'],
} as const);
