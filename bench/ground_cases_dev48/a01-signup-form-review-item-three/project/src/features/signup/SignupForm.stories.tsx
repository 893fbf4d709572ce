import type { Meta, StoryObj } from "@storybook/react";
import { MemoryRouter } from "react-router-dom";

import { SignupForm } from "./SignupForm";

const meta: Meta<typeof SignupForm> = {
  title: "Features/Signup/SignupForm",
  component: SignupForm,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 420, margin: "2rem auto" }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  parameters: { layout: "fullscreen" },
};
export default meta;

type Story = StoryObj<typeof SignupForm>;

export const Empty: Story = {};

export const Narrow: Story = {
  parameters: { viewport: { defaultViewport: "mobile1" } },
};
