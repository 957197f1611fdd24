import {
  type SimulatedSystem,
  type StartedSimulators,
  simulatedSystems,
  simulatorCredentialsEnv,
  startSimulators,
  urlVariableOf,
} from './simulators.ts';

export interface DevelopmentEnvironment {
  /** The server's whole environment: the given one plus the simulators' addresses and credentials. */
  env: NodeJS.ProcessEnv;
  simulators: StartedSimulators | undefined;
}

/**
 * Development or test mode, chosen explicitly: NODE_ENV defaults to development here and an explicit `test` is
 * kept, while production is refused (it runs the built dist/server.js). With SIMULATORS=embedded (the default)
 * every system whose address is not set gets a simulator; the simulators' development credentials fill the
 * credentials that are not set, so a system given by address alone is spoken to as its simulator expects.
 */
export async function composeDevelopmentEnvironment(
  given: NodeJS.ProcessEnv,
): Promise<DevelopmentEnvironment> {
  const nodeEnv = given.NODE_ENV || 'development';
  if (nodeEnv !== 'development' && nodeEnv !== 'test') {
    throw new Error(
      `NODE_ENV=${nodeEnv}: the development composition runs only in development or test mode; production runs dist/server.js`,
    );
  }
  const simulatorsMode = given.SIMULATORS || 'embedded';
  if (simulatorsMode !== 'embedded' && simulatorsMode !== 'off') {
    throw new Error(`SIMULATORS=${simulatorsMode}: must be embedded or off`);
  }
  const env: NodeJS.ProcessEnv = { ...given, NODE_ENV: nodeEnv };
  for (const [name, value] of Object.entries(simulatorCredentialsEnv)) {
    if (!env[name]?.trim()) env[name] = value;
  }
  if (simulatorsMode === 'off') return { env, simulators: undefined };

  const missing: SimulatedSystem[] = simulatedSystems.filter((system) => !env[urlVariableOf[system]]?.trim());
  const simulators = await startSimulators(missing, { credentials: env });
  return { env: { ...env, ...simulators.env }, simulators };
}
