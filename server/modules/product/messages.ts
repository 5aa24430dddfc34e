import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  productArticleNoTaken: ['货号(articleNo)"{0}"已存在', 'The article number (articleNo) "{0}" already exists'],
  productArticleRepeated: ['货号"{0}"在文件中重复', 'the article number "{0}" appears twice in the file'],
  productArticleExists: ['货号"{0}"已存在（勾选"更新已经存在的数据"可更新）', 'the article number "{0}" already exists (tick "update existing" to update it)'],
  productAccepted: ['产品已验收，不能直接修改：请先将其状态改为"变更中"', 'The product is accepted and cannot be edited: move it to "changing" first'],
  productNotFound: ['商品不存在或无权访问', 'The product does not exist or is outside your data scope'],
  productIllegal: ['商品状态不能从"{0}"改为"{1}"', 'A product cannot move from "{0}" to "{1}"'],
  productStale: ['商品已被他人修改，请刷新后重试', 'Someone else changed this product meanwhile; refresh and try again'],
  productIncomplete: ['请先填写：{0}', 'Fill in first: {0}'],
  productDeleteStatus: ['已验收或变更中的商品不能删除：{0}', 'Accepted or changing products cannot be deleted: {0}'],
  productInUse: ['商品已被订单引用，不能删除：{0}', 'Products used by orders cannot be deleted: {0}'],
} as const);
