import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars = {
  tutorialSidebar: [
    'index',
    {
      type: 'category',
      label: 'API',
      link: { type: 'doc', id: 'api/index' },
      items: [
        'api/motor',
        'api/led-red',
        'api/led-rgb',
        'api/line-tracking',
        'api/ultrasonic',
        'api/compass',
      ],
    },
    {
      type: 'category',
      label: 'Beispiele',
      items: ['examples/obstacle-avoidance', 'examples/calibration-routine'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
