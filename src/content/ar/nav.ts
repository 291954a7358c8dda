// TEMP STUB
export const navCopy = { signIn: "ع", consultation: "ع", footerGroups: { services: "ع", company: "ع", resources: "ع", legal: "ع" } };
