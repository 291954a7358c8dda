// TEMP STUB
export const siteCopy = { description: "ع Cedarwave" };
