export type TemplateName = "welcome" | "digest" | "password-reset";

export interface RenderContext {
  name: string;
  unsubscribeUrl: string;
  [key: string]: string;
}

const TEMPLATES: Record<TemplateName, { subject: string; html: string }> = {
  welcome: {
    subject: "Welcome to Sprout, {{name}}",
    html:
      "<p>Hi {{name}},</p>\n" +
      "<p>Your garden is ready. Add your first plant and we will remind you when to water it.</p>\n" +
      '<p style="font-size:12px"><a href="{{unsubscribeUrl}}">Unsubscribe</a></p>',
  },
  digest: {
    subject: "{{count}} plants need attention this week",
    html:
      "<p>Hi {{name}},</p>\n" +
      "<p>{{count}} of your plants are due for watering: {{plants}}.</p>\n" +
      '<p style="font-size:12px"><a href="{{unsubscribeUrl}}">Unsubscribe</a></p>',
  },
  "password-reset": {
    subject: "Reset your Sprout password",
    html:
      "<p>Hi {{name}},</p>\n" +
      '<p><a href="{{resetUrl}}">Choose a new password</a>. The link expires in 30 minutes.</p>',
  },
};

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function fill(text: string, ctx: RenderContext): string {
  return text.replace(PLACEHOLDER, (_, key: string) => {
    const value = ctx[key];
    if (value === undefined) throw new Error(`template placeholder {{${key}}} has no value`);
    return value;
  });
}

export function renderTemplate(name: TemplateName, ctx: RenderContext): { subject: string; html: string } {
  const template = TEMPLATES[name];
  if (!template) throw new Error(`unknown template ${name}`);
  return { subject: fill(template.subject, ctx), html: fill(template.html, ctx) };
}
