/**
 * The public API of react-native-health-connect 4.1.x, written from the facts sheet
 * (/work/shared/api-facts.md). The docs examples are type-checked against it by
 * test/unit/content/examples-typecheck.test.ts, so keep it as strict as the library:
 * a wrong example in the docs must fail here.
 *
 * This file is a global script (no top-level import/export) so that the block below declares
 * the module instead of augmenting one.
 */
declare module 'react-native-health-connect' {
  // ---------------------------------------------------------------------------------------------
  // Record types and permissions
  // ---------------------------------------------------------------------------------------------

  /** Every record type the library reads and writes. */
  export type RecordType =
    | 'ActiveCaloriesBurned'
    | 'BasalBodyTemperature'
    | 'BasalMetabolicRate'
    | 'BloodGlucose'
    | 'BloodPressure'
    | 'BodyFat'
    | 'BodyTemperature'
    | 'BodyWaterMass'
    | 'BoneMass'
    | 'CervicalMucus'
    | 'CyclingPedalingCadence'
    | 'Distance'
    | 'ElevationGained'
    | 'ExerciseSession'
    | 'FloorsClimbed'
    | 'HeartRate'
    | 'HeartRateVariabilityRmssd'
    | 'Height'
    | 'Hydration'
    | 'IntermenstrualBleeding'
    | 'LeanBodyMass'
    | 'MenstruationFlow'
    | 'MenstruationPeriod'
    | 'MindfulnessSession'
    | 'Nutrition'
    | 'OvulationTest'
    | 'OxygenSaturation'
    | 'Power'
    | 'RespiratoryRate'
    | 'RestingHeartRate'
    | 'SexualActivity'
    | 'SkinTemperature'
    | 'SleepSession'
    | 'Speed'
    | 'StepsCadence'
    | 'Steps'
    | 'TotalCaloriesBurned'
    | 'Vo2Max'
    | 'Weight'
    | 'WheelchairPushes';

  /** Read or write access to one record type. */
  export interface Permission {
    accessType: 'read' | 'write';
    recordType: RecordType;
  }

  /** Lets the app write exercise routes (needs WRITE_EXERCISE_ROUTE in the manifest). */
  export interface WriteExerciseRoutePermission {
    accessType: 'write';
    recordType: 'ExerciseRoute';
  }

  /** Lets the app read while it is in the background (needs READ_HEALTH_DATA_IN_BACKGROUND). */
  export interface BackgroundAccessPermission {
    accessType: 'read';
    recordType: 'BackgroundAccessPermission';
  }

  /** Lets the app read data older than the default history window (needs READ_HEALTH_DATA_HISTORY). */
  export interface ReadHealthDataHistoryPermission {
    accessType: 'read';
    recordType: 'ReadHealthDataHistory';
  }

  /** Anything requestPermission accepts and getGrantedPermissions returns. */
  export type HealthConnectPermission =
    | Permission
    | WriteExerciseRoutePermission
    | BackgroundAccessPermission
    | ReadHealthDataHistoryPermission;

  // ---------------------------------------------------------------------------------------------
  // Filters and options
  // ---------------------------------------------------------------------------------------------

  /** A time window; all times are ISO 8601 strings. */
  export type TimeRangeFilter =
    | { operator: 'between'; startTime: string; endTime: string }
    | { operator: 'after'; startTime: string }
    | { operator: 'before'; endTime: string };

  export interface ReadRecordsOptions {
    timeRangeFilter: TimeRangeFilter;
    /** Package names of the apps whose data to return. */
    dataOriginFilter?: string[];
    ascendingOrder?: boolean;
    pageSize?: number;
    pageToken?: string;
  }

  // ---------------------------------------------------------------------------------------------
  // Units: written as { value, unit }, read back in every unit at once
  // ---------------------------------------------------------------------------------------------

  export interface Energy {
    value: number;
    unit: 'calories' | 'joules' | 'kilocalories' | 'kilojoules';
  }
  export interface EnergyResult {
    inCalories: number;
    inJoules: number;
    inKilocalories: number;
    inKilojoules: number;
  }

  export interface Mass {
    value: number;
    unit: 'grams' | 'kilograms' | 'milligrams' | 'micrograms' | 'ounces' | 'pounds';
  }
  export interface MassResult {
    inGrams: number;
    inKilograms: number;
    inMilligrams: number;
    inMicrograms: number;
    inOunces: number;
    inPounds: number;
  }

  export interface Length {
    value: number;
    unit: 'meters' | 'kilometers' | 'miles' | 'inches' | 'feet';
  }
  export interface LengthResult {
    inMeters: number;
    inKilometers: number;
    inMiles: number;
    inInches: number;
    inFeet: number;
  }

  export interface Volume {
    value: number;
    unit: 'liters' | 'milliliters' | 'fluidOuncesUs';
  }
  export interface VolumeResult {
    inLiters: number;
    inMilliliters: number;
    inFluidOuncesUs: number;
  }

  export interface Pressure {
    value: number;
    unit: 'millimetersOfMercury';
  }
  export interface PressureResult {
    inMillimetersOfMercury: number;
  }

  export interface Temperature {
    value: number;
    unit: 'celsius' | 'fahrenheit';
  }
  export interface TemperatureResult {
    inCelsius: number;
    inFahrenheit: number;
  }

  export interface Power {
    value: number;
    unit: 'watts' | 'kilocaloriesPerDay';
  }
  export interface PowerResult {
    inWatts: number;
    inKilocaloriesPerDay: number;
  }

  export interface Velocity {
    value: number;
    unit: 'metersPerSecond' | 'kilometersPerHour' | 'milesPerHour';
  }
  export interface VelocityResult {
    inMetersPerSecond: number;
    inKilometersPerHour: number;
    inMilesPerHour: number;
  }

  export interface BloodGlucose {
    value: number;
    unit: 'milligramsPerDeciliter' | 'millimolesPerLiter';
  }
  export interface BloodGlucoseResult {
    inMilligramsPerDeciliter: number;
    inMillimolesPerLiter: number;
  }

  // ---------------------------------------------------------------------------------------------
  // Records
  // ---------------------------------------------------------------------------------------------

  export interface Device {
    manufacturer?: string;
    model?: string;
    type?: number;
  }

  export interface Metadata {
    id?: string;
    clientRecordId?: string;
    clientRecordVersion?: number;
    /** Package name of the app that wrote the record. */
    dataOrigin?: string;
    lastModifiedTime?: string;
    device?: Device;
    recordingMethod?: number;
  }

  interface BaseRecord {
    metadata?: Metadata;
  }

  /** A measurement at one moment. */
  export interface InstantaneousRecord extends BaseRecord {
    time: string;
    zoneOffset?: string;
  }

  /** A measurement over a span of time. */
  export interface IntervalRecord extends BaseRecord {
    startTime: string;
    endTime: string;
  }

  export interface Location {
    time: string;
    latitude: number;
    longitude: number;
    horizontalAccuracy?: Length;
    verticalAccuracy?: Length;
    altitude?: Length;
  }

  export interface ExerciseRoute {
    route: Location[];
  }

  export interface ExerciseSegment {
    startTime: string;
    endTime: string;
    /** One of ExerciseSegmentType. */
    segmentType: number;
    repetitions?: number;
  }

  export interface ExerciseLap {
    startTime: string;
    endTime: string;
    length?: Length;
  }

  export interface SleepStage {
    startTime: string;
    endTime: string;
    /** One of SleepStageType. */
    stage: number;
  }

  export interface ActiveCaloriesBurnedRecord extends IntervalRecord {
    recordType: 'ActiveCaloriesBurned';
    energy: Energy;
  }
  export interface BasalBodyTemperatureRecord extends InstantaneousRecord {
    recordType: 'BasalBodyTemperature';
    temperature: Temperature;
    measurementLocation?: number;
  }
  export interface BasalMetabolicRateRecord extends InstantaneousRecord {
    recordType: 'BasalMetabolicRate';
    basalMetabolicRate: Power;
  }
  export interface BloodGlucoseRecord extends InstantaneousRecord {
    recordType: 'BloodGlucose';
    level: BloodGlucose;
    specimenSource: number;
    mealType: number;
    relationToMeal: number;
  }
  export interface BloodPressureRecord extends InstantaneousRecord {
    recordType: 'BloodPressure';
    systolic: Pressure;
    diastolic: Pressure;
    bodyPosition: number;
    measurementLocation: number;
  }
  export interface BodyFatRecord extends InstantaneousRecord {
    recordType: 'BodyFat';
    percentage: number;
  }
  export interface BodyTemperatureRecord extends InstantaneousRecord {
    recordType: 'BodyTemperature';
    temperature: Temperature;
    measurementLocation?: number;
  }
  export interface BodyWaterMassRecord extends InstantaneousRecord {
    recordType: 'BodyWaterMass';
    mass: Mass;
  }
  export interface BoneMassRecord extends InstantaneousRecord {
    recordType: 'BoneMass';
    mass: Mass;
  }
  export interface CervicalMucusRecord extends InstantaneousRecord {
    recordType: 'CervicalMucus';
    appearance?: number;
    sensation?: number;
  }
  export interface CyclingPedalingCadenceRecord extends IntervalRecord {
    recordType: 'CyclingPedalingCadence';
    samples: Array<{ time: string; revolutionsPerMinute: number }>;
  }
  export interface DistanceRecord extends IntervalRecord {
    recordType: 'Distance';
    distance: Length;
  }
  export interface ElevationGainedRecord extends IntervalRecord {
    recordType: 'ElevationGained';
    elevation: Length;
  }
  export interface ExerciseSessionRecord extends IntervalRecord {
    recordType: 'ExerciseSession';
    /** One of ExerciseType. */
    exerciseType: number;
    title?: string;
    notes?: string;
    segments?: ExerciseSegment[];
    laps?: ExerciseLap[];
    exerciseRoute?: ExerciseRoute;
  }
  export interface FloorsClimbedRecord extends IntervalRecord {
    recordType: 'FloorsClimbed';
    floors: number;
  }
  export interface HeartRateRecord extends IntervalRecord {
    recordType: 'HeartRate';
    samples: Array<{ time: string; beatsPerMinute: number }>;
  }
  export interface HeartRateVariabilityRmssdRecord extends InstantaneousRecord {
    recordType: 'HeartRateVariabilityRmssd';
    heartRateVariabilityMillis: number;
  }
  export interface HeightRecord extends InstantaneousRecord {
    recordType: 'Height';
    height: Length;
  }
  export interface HydrationRecord extends IntervalRecord {
    recordType: 'Hydration';
    volume: Volume;
  }
  export interface IntermenstrualBleedingRecord extends InstantaneousRecord {
    recordType: 'IntermenstrualBleeding';
  }
  export interface LeanBodyMassRecord extends InstantaneousRecord {
    recordType: 'LeanBodyMass';
    mass: Mass;
  }
  export interface MenstruationFlowRecord extends InstantaneousRecord {
    recordType: 'MenstruationFlow';
    flow?: number;
  }
  export interface MenstruationPeriodRecord extends IntervalRecord {
    recordType: 'MenstruationPeriod';
  }
  export interface MindfulnessSessionRecord extends IntervalRecord {
    recordType: 'MindfulnessSession';
    mindfulnessSessionType: number;
    title?: string;
    notes?: string;
  }

  /** Nutrient fields of a Nutrition record, each optional. */
  type NutrientName =
    | 'biotin'
    | 'caffeine'
    | 'calcium'
    | 'chloride'
    | 'cholesterol'
    | 'chromium'
    | 'copper'
    | 'dietaryFiber'
    | 'folate'
    | 'folicAcid'
    | 'iodine'
    | 'iron'
    | 'magnesium'
    | 'manganese'
    | 'molybdenum'
    | 'monounsaturatedFat'
    | 'niacin'
    | 'pantothenicAcid'
    | 'phosphorus'
    | 'polyunsaturatedFat'
    | 'potassium'
    | 'protein'
    | 'riboflavin'
    | 'saturatedFat'
    | 'selenium'
    | 'sodium'
    | 'sugar'
    | 'thiamin'
    | 'totalCarbohydrate'
    | 'totalFat'
    | 'transFat'
    | 'unsaturatedFat'
    | 'vitaminA'
    | 'vitaminB12'
    | 'vitaminB6'
    | 'vitaminC'
    | 'vitaminD'
    | 'vitaminE'
    | 'vitaminK'
    | 'zinc';

  export type NutritionRecord = IntervalRecord & {
    recordType: 'Nutrition';
    name?: string;
    /** One of MealType. */
    mealType?: number;
    energy?: Energy;
    energyFromFat?: Energy;
  } & { [K in NutrientName]?: Mass };

  export interface OvulationTestRecord extends InstantaneousRecord {
    recordType: 'OvulationTest';
    result: number;
  }
  export interface OxygenSaturationRecord extends InstantaneousRecord {
    recordType: 'OxygenSaturation';
    percentage: number;
  }
  export interface PowerRecord extends IntervalRecord {
    recordType: 'Power';
    samples: Array<{ time: string; power: Power }>;
  }
  export interface RespiratoryRateRecord extends InstantaneousRecord {
    recordType: 'RespiratoryRate';
    rate: number;
  }
  export interface RestingHeartRateRecord extends InstantaneousRecord {
    recordType: 'RestingHeartRate';
    beatsPerMinute: number;
  }
  export interface SexualActivityRecord extends InstantaneousRecord {
    recordType: 'SexualActivity';
    protectionUsed?: number;
  }
  export interface SkinTemperatureRecord extends IntervalRecord {
    recordType: 'SkinTemperature';
    baseline?: Temperature;
    deltas: Array<{ time: string; delta: Temperature }>;
    measurementLocation?: number;
  }
  export interface SleepSessionRecord extends IntervalRecord {
    recordType: 'SleepSession';
    title?: string;
    notes?: string;
    stages?: SleepStage[];
  }
  export interface SpeedRecord extends IntervalRecord {
    recordType: 'Speed';
    samples: Array<{ time: string; speed: Velocity }>;
  }
  export interface StepsCadenceRecord extends IntervalRecord {
    recordType: 'StepsCadence';
    samples: Array<{ time: string; rate: number }>;
  }
  export interface StepsRecord extends IntervalRecord {
    recordType: 'Steps';
    count: number;
  }
  export interface TotalCaloriesBurnedRecord extends IntervalRecord {
    recordType: 'TotalCaloriesBurned';
    energy: Energy;
  }
  export interface Vo2MaxRecord extends InstantaneousRecord {
    recordType: 'Vo2Max';
    vo2MillilitersPerMinuteKilogram: number;
    measurementMethod?: number;
  }
  export interface WeightRecord extends InstantaneousRecord {
    recordType: 'Weight';
    weight: Mass;
  }
  export interface WheelchairPushesRecord extends IntervalRecord {
    recordType: 'WheelchairPushes';
    count: number;
  }

  /** A record to write with insertRecords: `recordType` picks the shape. */
  export type HealthConnectRecord =
    | ActiveCaloriesBurnedRecord
    | BasalBodyTemperatureRecord
    | BasalMetabolicRateRecord
    | BloodGlucoseRecord
    | BloodPressureRecord
    | BodyFatRecord
    | BodyTemperatureRecord
    | BodyWaterMassRecord
    | BoneMassRecord
    | CervicalMucusRecord
    | CyclingPedalingCadenceRecord
    | DistanceRecord
    | ElevationGainedRecord
    | ExerciseSessionRecord
    | FloorsClimbedRecord
    | HeartRateRecord
    | HeartRateVariabilityRmssdRecord
    | HeightRecord
    | HydrationRecord
    | IntermenstrualBleedingRecord
    | LeanBodyMassRecord
    | MenstruationFlowRecord
    | MenstruationPeriodRecord
    | MindfulnessSessionRecord
    | NutritionRecord
    | OvulationTestRecord
    | OxygenSaturationRecord
    | PowerRecord
    | RespiratoryRateRecord
    | RestingHeartRateRecord
    | SexualActivityRecord
    | SkinTemperatureRecord
    | SleepSessionRecord
    | SpeedRecord
    | StepsCadenceRecord
    | StepsRecord
    | TotalCaloriesBurnedRecord
    | Vo2MaxRecord
    | WeightRecord
    | WheelchairPushesRecord;

  // ---------------------------------------------------------------------------------------------
  // Records as they are read back: unit fields come back in every unit at once
  // ---------------------------------------------------------------------------------------------

  type UnitResult<U> = U extends Energy
    ? EnergyResult
    : U extends Mass
      ? MassResult
      : U extends Length
        ? LengthResult
        : U extends Volume
          ? VolumeResult
          : U extends Pressure
            ? PressureResult
            : U extends Temperature
              ? TemperatureResult
              : U extends Power
                ? PowerResult
                : U extends Velocity
                  ? VelocityResult
                  : U extends BloodGlucose
                    ? BloodGlucoseResult
                    : never;

  /** A record with every `{ value, unit }` field replaced by its result shape; optional fields stay optional. */
  type ToResult<R> = {
    [K in keyof R as K extends 'recordType' ? never : K]: NonNullable<R[K]> extends { value: number; unit: string }
      ? UnitResult<NonNullable<R[K]>>
      : R[K];
  };

  interface SpeedRecordResult extends Omit<SpeedRecord, 'recordType' | 'samples'> {
    samples: Array<{ time: string; speed: VelocityResult }>;
  }
  interface PowerRecordResult extends Omit<PowerRecord, 'recordType' | 'samples'> {
    samples: Array<{ time: string; power: PowerResult }>;
  }

  /** One record of type T as readRecords and readRecord return it. */
  export type RecordResult<T extends RecordType> = T extends 'Speed'
    ? SpeedRecordResult
    : T extends 'Power'
      ? PowerRecordResult
      : ToResult<Extract<HealthConnectRecord, { recordType: T }>>;

  export interface ReadRecordsResult<T extends RecordType> {
    records: RecordResult<T>[];
    /** Present when there is another page; pass it back as `pageToken`. */
    pageToken?: string;
  }

  // ---------------------------------------------------------------------------------------------
  // Aggregation
  // ---------------------------------------------------------------------------------------------

  interface AggregateFields {
    ActiveCaloriesBurned: { ACTIVE_CALORIES_TOTAL: EnergyResult };
    BasalMetabolicRate: { BASAL_CALORIES_TOTAL: EnergyResult };
    BloodPressure: {
      SYSTOLIC_AVG: PressureResult;
      SYSTOLIC_MIN: PressureResult;
      DIASTOLIC_AVG: PressureResult;
      DIASTOLIC_MIN: PressureResult;
      DIASTOLIC_MAX: PressureResult;
    };
    CyclingPedalingCadence: { RPM_AVG: number; RPM_MIN: number; RPM_MAX: number };
    Distance: { DISTANCE: LengthResult };
    ElevationGained: { ELEVATION_GAINED_TOTAL: LengthResult };
    ExerciseSession: { EXERCISE_DURATION_TOTAL: { inSeconds: number } };
    FloorsClimbed: { FLOORS_CLIMBED_TOTAL: number };
    HeartRate: { BPM_AVG: number; BPM_MIN: number; BPM_MAX: number; MEASUREMENTS_COUNT: number };
    Height: { HEIGHT_AVG: LengthResult; HEIGHT_MIN: LengthResult; HEIGHT_MAX: LengthResult };
    Hydration: { VOLUME_TOTAL: VolumeResult };
    Nutrition: {
      ENERGY_TOTAL: EnergyResult;
      ENERGY_FROM_FAT_TOTAL: EnergyResult;
      BIOTIN_TOTAL: MassResult;
      CAFFEINE_TOTAL: MassResult;
      CALCIUM_TOTAL: MassResult;
      CHLORIDE_TOTAL: MassResult;
      CHOLESTEROL_TOTAL: MassResult;
      CHROMIUM_TOTAL: MassResult;
      COPPER_TOTAL: MassResult;
      DIETARY_FIBER_TOTAL: MassResult;
      FOLATE_TOTAL: MassResult;
      FOLIC_ACID_TOTAL: MassResult;
      IODINE_TOTAL: MassResult;
      IRON_TOTAL: MassResult;
      MAGNESIUM_TOTAL: MassResult;
      MANGANESE_TOTAL: MassResult;
      MOLYBDENUM_TOTAL: MassResult;
      MONOUNSATURATED_FAT_TOTAL: MassResult;
      NIACIN_TOTAL: MassResult;
      PANTOTHENIC_ACID_TOTAL: MassResult;
      PHOSPHORUS_TOTAL: MassResult;
      POLYUNSATURATED_FAT_TOTAL: MassResult;
      POTASSIUM_TOTAL: MassResult;
      PROTEIN_TOTAL: MassResult;
      RIBOFLAVIN_TOTAL: MassResult;
      SATURATED_FAT_TOTAL: MassResult;
      SELENIUM_TOTAL: MassResult;
      SODIUM_TOTAL: MassResult;
      SUGAR_TOTAL: MassResult;
      THIAMIN_TOTAL: MassResult;
      TOTAL_CARBOHYDRATE_TOTAL: MassResult;
      TOTAL_FAT_TOTAL: MassResult;
      VITAMIN_A_TOTAL: MassResult;
      VITAMIN_B12_TOTAL: MassResult;
      VITAMIN_B6_TOTAL: MassResult;
      VITAMIN_C_TOTAL: MassResult;
      VITAMIN_D_TOTAL: MassResult;
      VITAMIN_E_TOTAL: MassResult;
      VITAMIN_K_TOTAL: MassResult;
      ZINC_TOTAL: MassResult;
    };
    Power: { POWER_AVG: PowerResult; POWER_MIN: PowerResult; POWER_MAX: PowerResult };
    RestingHeartRate: { BPM_AVG: number; BPM_MIN: number; BPM_MAX: number };
    SleepSession: { SLEEP_DURATION_TOTAL: number };
    Speed: { SPEED_AVG: VelocityResult; SPEED_MIN: VelocityResult; SPEED_MAX: VelocityResult };
    Steps: { COUNT_TOTAL: number };
    StepsCadence: { RATE_AVG: number; RATE_MIN: number; RATE_MAX: number };
    TotalCaloriesBurned: { ENERGY_TOTAL: EnergyResult };
    Weight: { WEIGHT_AVG: MassResult; WEIGHT_MIN: MassResult; WEIGHT_MAX: MassResult };
    WheelchairPushes: { COUNT_TOTAL: number };
  }

  /** Record types that can be aggregated. */
  export type AggregateResultRecordType = keyof AggregateFields;

  /** The totals, averages, minimums and maximums for one record type. */
  export type AggregateResult<T extends AggregateResultRecordType> = AggregateFields[T] & {
    /** Package names of the apps whose data went into the result. */
    dataOrigins: string[];
  };

  export interface AggregateRequest<T extends AggregateResultRecordType> {
    recordType: T;
    timeRangeFilter: TimeRangeFilter;
    dataOriginFilter?: string[];
  }

  export interface AggregateGroupByDurationRequest<T extends AggregateResultRecordType> extends AggregateRequest<T> {
    timeRangeSlicer: {
      duration: 'MILLIS' | 'SECONDS' | 'MINUTES' | 'HOURS' | 'DAYS';
      length: number;
    };
  }

  export interface AggregateGroupByPeriodRequest<T extends AggregateResultRecordType> extends AggregateRequest<T> {
    timeRangeSlicer: {
      period: 'DAYS' | 'WEEKS' | 'MONTHS' | 'YEARS';
      length: number;
    };
  }

  /** One bucket of a grouped aggregation. */
  export interface AggregationGroupResult<T extends AggregateResultRecordType> {
    result: AggregateResult<T>;
    startTime: string;
    endTime: string;
  }

  // ---------------------------------------------------------------------------------------------
  // Other results and errors
  // ---------------------------------------------------------------------------------------------

  export interface RevokeAllPermissionsResponse {
    revoked: boolean;
    requiresRestart?: boolean;
    message?: string;
  }

  /** Thrown by the JavaScript layer; the message reads `HealthConnect.<method>: <text>`. */
  export class HealthConnectError extends Error {
    constructor(message: string, method: string);
  }

  // ---------------------------------------------------------------------------------------------
  // Functions
  // ---------------------------------------------------------------------------------------------

  export function initialize(providerPackageName?: string): Promise<boolean>;
  export function getSdkStatus(providerPackageName?: string): Promise<number>;
  export function requestPermission(permissions: HealthConnectPermission[]): Promise<HealthConnectPermission[]>;
  export function getGrantedPermissions(): Promise<HealthConnectPermission[]>;
  // biome-ignore lint/suspicious/noConfusingVoidType: this is the library's published signature
  export function revokeAllPermissions(): Promise<RevokeAllPermissionsResponse | void>;
  export function insertRecords(records: HealthConnectRecord[]): Promise<string[]>;
  export function readRecords<T extends RecordType>(
    recordType: T,
    options: ReadRecordsOptions,
  ): Promise<ReadRecordsResult<T>>;
  export function readRecord<T extends RecordType>(recordType: T, recordId: string): Promise<RecordResult<T>>;
  export function aggregateRecord<T extends AggregateResultRecordType>(
    request: AggregateRequest<T>,
  ): Promise<AggregateResult<T>>;
  export function aggregateGroupByDuration<T extends AggregateResultRecordType>(
    request: AggregateGroupByDurationRequest<T>,
  ): Promise<AggregationGroupResult<T>[]>;
  export function aggregateGroupByPeriod<T extends AggregateResultRecordType>(
    request: AggregateGroupByPeriodRequest<T>,
  ): Promise<AggregationGroupResult<T>[]>;
  export function deleteRecordsByUuids(
    recordType: RecordType,
    recordIdsList: string[],
    clientRecordIdsList: string[],
  ): Promise<void>;
  export function deleteRecordsByTimeRange(recordType: RecordType, timeRangeFilter: TimeRangeFilter): Promise<void>;
  export function openHealthConnectSettings(): void;
  export function openHealthConnectDataManagement(providerPackageName?: string): void;
  export function requestExerciseRoute(recordId: string): Promise<Location[]>;

  // ---------------------------------------------------------------------------------------------
  // Constants
  // ---------------------------------------------------------------------------------------------

  export const SdkAvailabilityStatus: {
    readonly SDK_UNAVAILABLE: 1;
    readonly SDK_UNAVAILABLE_PROVIDER_UPDATE_REQUIRED: 2;
    readonly SDK_AVAILABLE: 3;
  };

  export const ExerciseType: {
    readonly OTHER_WORKOUT: 0;
    readonly BADMINTON: 2;
    readonly BASEBALL: 4;
    readonly BASKETBALL: 5;
    readonly BIKING: 8;
    readonly BIKING_STATIONARY: 9;
    readonly BOOT_CAMP: 10;
    readonly BOXING: 11;
    readonly CALISTHENICS: 13;
    readonly CRICKET: 14;
    readonly DANCING: 16;
    readonly ELLIPTICAL: 25;
    readonly EXERCISE_CLASS: 26;
    readonly FENCING: 27;
    readonly FOOTBALL_AMERICAN: 28;
    readonly FOOTBALL_AUSTRALIAN: 29;
    readonly FRISBEE_DISC: 31;
    readonly GOLF: 32;
    readonly GUIDED_BREATHING: 33;
    readonly GYMNASTICS: 34;
    readonly HANDBALL: 35;
    readonly HIGH_INTENSITY_INTERVAL_TRAINING: 36;
    readonly HIKING: 37;
    readonly ICE_HOCKEY: 38;
    readonly ICE_SKATING: 39;
    readonly MARTIAL_ARTS: 44;
    readonly PADDLING: 46;
    readonly PARAGLIDING: 47;
    readonly PILATES: 48;
    readonly RACQUETBALL: 50;
    readonly ROCK_CLIMBING: 51;
    readonly ROLLER_HOCKEY: 52;
    readonly ROWING: 53;
    readonly ROWING_MACHINE: 54;
    readonly RUGBY: 55;
    readonly RUNNING: 56;
    readonly RUNNING_TREADMILL: 57;
    readonly SAILING: 58;
    readonly SCUBA_DIVING: 59;
    readonly SKATING: 60;
    readonly SKIING: 61;
    readonly SNOWBOARDING: 62;
    readonly SNOWSHOEING: 63;
    readonly SOCCER: 64;
    readonly SOFTBALL: 65;
    readonly SQUASH: 66;
    readonly STAIR_CLIMBING: 68;
    readonly STAIR_CLIMBING_MACHINE: 69;
    readonly STRENGTH_TRAINING: 70;
    readonly STRETCHING: 71;
    readonly SURFING: 72;
    readonly SWIMMING_OPEN_WATER: 73;
    readonly SWIMMING_POOL: 74;
    readonly TABLE_TENNIS: 75;
    readonly TENNIS: 76;
    readonly VOLLEYBALL: 78;
    readonly WALKING: 79;
    readonly WATER_POLO: 80;
    readonly WEIGHTLIFTING: 81;
    readonly WHEELCHAIR: 82;
    readonly YOGA: 83;
  };

  export const ExerciseSegmentType: {
    readonly UNKNOWN: 0;
    readonly ARM_CURL: 1;
    readonly BIKING: 7;
    readonly BURPEE: 9;
    readonly CRUNCH: 10;
    readonly DEADLIFT: 11;
    readonly JUMPING_JACK: 27;
    readonly LUNGE: 36;
    readonly PAUSE: 39;
    readonly PLANK: 41;
    readonly PULL_UP: 42;
    readonly REST: 44;
    readonly RUNNING: 46;
    readonly SQUAT: 51;
    readonly SWIMMING_POOL: 62;
    readonly WALKING: 64;
    readonly YOGA: 67;
  };

  export const SleepStageType: {
    readonly UNKNOWN: 0;
    readonly AWAKE: 1;
    readonly SLEEPING: 2;
    readonly OUT_OF_BED: 3;
    readonly LIGHT: 4;
    readonly DEEP: 5;
    readonly REM: 6;
  };

  export const MealType: {
    readonly UNKNOWN: 0;
    readonly BREAKFAST: 1;
    readonly LUNCH: 2;
    readonly DINNER: 3;
    readonly SNACK: 4;
  };

  export const RelationToMeal: {
    readonly UNKNOWN: 0;
    readonly GENERAL: 1;
    readonly FASTING: 2;
    readonly BEFORE_MEAL: 3;
    readonly AFTER_MEAL: 4;
  };

  export const SpecimenSource: {
    readonly UNKNOWN: 0;
    readonly INTERSTITIAL_FLUID: 1;
    readonly CAPILLARY_BLOOD: 2;
    readonly PLASMA: 3;
    readonly SERUM: 4;
    readonly TEARS: 5;
    readonly WHOLE_BLOOD: 6;
  };

  export const BloodPressureBodyPosition: {
    readonly UNKNOWN: 0;
    readonly STANDING_UP: 1;
    readonly SITTING_DOWN: 2;
    readonly LYING_DOWN: 3;
    readonly RECLINING: 4;
  };

  export const BloodPressureMeasurementLocation: {
    readonly UNKNOWN: 0;
    readonly LEFT_WRIST: 1;
    readonly RIGHT_WRIST: 2;
    readonly LEFT_UPPER_ARM: 3;
    readonly RIGHT_UPPER_ARM: 4;
  };

  export const TemperatureMeasurementLocation: {
    readonly UNKNOWN: 0;
    readonly ARMPIT: 1;
    readonly FINGER: 2;
    readonly FOREHEAD: 3;
    readonly MOUTH: 4;
    readonly RECTUM: 5;
    readonly TEMPORAL_ARTERY: 6;
    readonly TOE: 7;
    readonly EAR: 8;
    readonly VAGINA: 10;
  };
}
