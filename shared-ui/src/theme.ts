import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// A calm professional blue. Components take it through colorPalette="brand",
// which is also the default palette of the whole page (globalCss below).
const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'bg.subtle', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef5fc' },
          100: { value: '#d6e6f7' },
          200: { value: '#adcdee' },
          300: { value: '#7eaee2' },
          400: { value: '#4f8dd3' },
          500: { value: '#2f71bf' },
          600: { value: '#225aa2' },
          700: { value: '#1d4883' },
          800: { value: '#1b3c6b' },
          900: { value: '#182f52' },
          950: { value: '#0f1d34' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
